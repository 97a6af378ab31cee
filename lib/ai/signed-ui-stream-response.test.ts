import { createUIMessageStreamResponse, tool, type UIMessageChunk } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createMessageVouch } from "./message-vouch";
import { signedUIMessageStreamResponse } from "./signed-ui-stream-response";
import { streamSigner, type StreamVouchContext } from "./vouch-stream";

const tools = {
  ask: tool({ description: "ask", inputSchema: z.object({ question: z.string() }) }),
  look: tool({ description: "look", inputSchema: z.object({ q: z.string() }), execute: async () => ({ found: 1 }) }),
};
const vouch = createMessageVouch("a-test-secret-of-enough-length-0123456789");

const chunks: UIMessageChunk[] = [
  { type: "start", messageId: "msg_1" },
  { type: "start-step" },
  { type: "reasoning-start", id: "r1" },
  { type: "reasoning-delta", id: "r1", delta: "thinking " },
  { type: "reasoning-end", id: "r1" },
  { type: "text-start", id: "t1" },
  { type: "text-delta", id: "t1", delta: 'Hello — 你好 \u2028 "quoted"' },
  { type: "text-end", id: "t1" },
  { type: "tool-input-start", toolCallId: "c1", toolName: "look" },
  { type: "tool-input-available", toolCallId: "c1", toolName: "look", input: { q: "k8s" } },
  { type: "tool-output-available", toolCallId: "c1", output: { found: 1 } },
  { type: "tool-input-start", toolCallId: "c2", toolName: "ask" },
  { type: "tool-input-error", toolCallId: "c2", toolName: "ask", input: "{bad", errorText: "not JSON" },
  { type: "finish-step" },
  { type: "finish" },
];
const streamOf = () =>
  new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

/** The same signing as three SDK-style stages: sign, then the SDK's own SSE framing and encoding. */
function signedBySdkStages(stream: ReadableStream<UIMessageChunk>, context: StreamVouchContext) {
  const sign = streamSigner(context);
  return stream.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      transform(chunk, controller) {
        for (const out of sign(chunk)) controller.enqueue(out);
      },
    }),
  );
}

describe("the signed UI message stream response", () => {
  it("sends byte for byte what the SDK's response of the vouched stream sends, with the same headers", async () => {
    const context = { vouch, tools, history: [] };
    const headers = { "cache-control": "no-cache, no-transform" };
    const ours = signedUIMessageStreamResponse(streamOf(), context, headers);
    const sdk = createUIMessageStreamResponse({ stream: signedBySdkStages(streamOf(), context), headers });
    const [oursText, sdkText] = await Promise.all([ours.text(), sdk.text()]);
    expect(oursText).toBe(sdkText);
    expect(oursText).toContain('"signatures"');
    expect(oursText.endsWith("data: [DONE]\n\n")).toBe(true);
    expect(Object.fromEntries(ours.headers)).toEqual(Object.fromEntries(sdk.headers));
    expect(ours.headers.get("cache-control")).toBe("no-cache, no-transform");
  });
});
