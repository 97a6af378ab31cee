import { createUIMessageStreamResponse, tool, type UIMessageChunk } from "ai";
import { describe, expect, it, vi } from "vitest";
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

describe("a feature's final chunks", () => {
  const extra: UIMessageChunk[] = [
    { type: "tool-input-start", toolCallId: "c9", toolName: "ask" },
    { type: "tool-input-available", toolCallId: "c9", toolName: "ask", input: { question: "next?" } },
  ];

  it("are written just before the finish, signed, as the SDK's response of the stream with them spliced in sends them", async () => {
    const context = { vouch, tools, history: [] };
    const ours = signedUIMessageStreamResponse(streamOf(), context, {}, async () => extra);
    const spliced = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks) {
          if (chunk.type === "finish") extra.forEach((part) => controller.enqueue(part));
          controller.enqueue(chunk);
        }
        controller.close();
      },
    });
    const sdk = createUIMessageStreamResponse({ stream: signedBySdkStages(spliced, context) });
    const [oursText, sdkText] = await Promise.all([ours.text(), sdk.text()]);
    expect(oursText).toBe(sdkText);
    expect(oursText).toContain('"c9"');
  });

  it("a stream cut off before its finish gets none; a failing feature leaves the turn as it was", async () => {
    const context = { vouch, tools, history: [] };
    const cut = new ReadableStream<UIMessageChunk>({
      start(controller) {
        chunks.filter((chunk) => chunk.type !== "finish").forEach((chunk) => controller.enqueue(chunk));
        controller.close();
      },
    });
    const finalChunks = vi.fn(async () => extra);
    expect(await signedUIMessageStreamResponse(cut, context, {}, finalChunks).text()).not.toContain('"c9"');
    expect(finalChunks).not.toHaveBeenCalled();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = signedUIMessageStreamResponse(streamOf(), context, {}, () => Promise.reject(new Error("panel")));
    expect(await failing.text()).toBe(await signedUIMessageStreamResponse(streamOf(), context).text());
    vi.restoreAllMocks();
  });
});

/** A UI stream the test feeds by hand, and the response's body read chunk by chunk as Next reads it. */
function handFed() {
  let feed!: ReadableStreamDefaultController<UIMessageChunk>;
  const cancelled = vi.fn();
  const source = new ReadableStream<UIMessageChunk>({ start: (controller) => void (feed = controller), cancel: cancelled });
  const response = signedUIMessageStreamResponse(source, { vouch, tools, history: [] });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const next = async () => {
    const { done, value } = await reader.read();
    return done ? null : decoder.decode(value);
  };
  return { feed, cancelled, reader, next };
}
const frameCount = (text: string | null) => text?.split("\n\n").filter(Boolean).length ?? 0;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("batched writes of the signed stream", () => {
  it("sends the frames made in one tick as one chunk, a later frame as its own, [DONE] at the end", async () => {
    const { feed, next } = handFed();
    feed.enqueue({ type: "start", messageId: "msg_1" });
    feed.enqueue({ type: "text-start", id: "t1" });
    feed.enqueue({ type: "text-delta", id: "t1", delta: "Hel" });
    const first = await next();
    expect(frameCount(first)).toBe(3);
    await tick();
    feed.enqueue({ type: "text-delta", id: "t1", delta: "lo" });
    const second = await next();
    expect(second).toBe('data: {"type":"text-delta","id":"t1","delta":"lo"}\n\n');
    await tick();
    feed.enqueue({ type: "text-end", id: "t1" });
    feed.close();
    const last = await next();
    // text-end, its signature, then [DONE]: everything left leaves together when the stream ends.
    expect(frameCount(last)).toBe(3);
    expect(last).toContain('"signatures"');
    expect(last!.endsWith("data: [DONE]\n\n")).toBe(true);
    expect(await next()).toBeNull();
  });

  it("a learner leaving mid-stream cancels the agent's stream, with a flush still pending", async () => {
    const { feed, cancelled, reader, next } = handFed();
    feed.enqueue({ type: "start", messageId: "msg_1" });
    expect(frameCount(await next())).toBe(1);
    feed.enqueue({ type: "text-start", id: "t1" });
    await reader.cancel("learner left");
    await tick();
    expect(cancelled).toHaveBeenCalledWith("learner left");
  });

  it("an error in the agent's stream still errors the response", async () => {
    const { feed, next } = handFed();
    feed.enqueue({ type: "start", messageId: "msg_1" });
    expect(frameCount(await next())).toBe(1);
    feed.error(new Error("boom"));
    await expect(next()).rejects.toThrow("boom");
  });
});
