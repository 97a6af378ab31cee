/**
 * How a tutor turn's bytes leave the server, through the real provider and a
 * scripted model: a fast model's frames go out batched (few socket writes), a
 * slow model's deltas still go out one by one as they come, and a learner who
 * leaves mid-turn stops the model request.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import { scriptedChatAgent } from "@/tests/support/scripted-openai/agent-harness";
import { GOOD_CHAT_ANSWER } from "@/tests/support/scripted-openai/good-model";
import { sseFrames } from "@/tests/support/scripted-openai/reply-frames";
import { startScriptedServer, type ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";

let server: ScriptedServer;
let agent: ReturnType<typeof scriptedChatAgent>;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ content: GOOD_CHAT_ANSWER }));
  agent = scriptedChatAgent(server);
});

// The repair middleware holds the start of each response's text until it shows whether it is reasoning
// left unopened (lib/ai/repair-parts.ts); after reasoning_content the answer is known at once and streams.
const REASONING = "The learner asks about pods.";
afterAll(() => server.close());

function chatResponse(abortSignal?: AbortSignal) {
  return streamChatTurn(
    { id: "session-1", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "What is a pod?" }] }] },
    { agent, uiLocale: "en", ownerId: "g_owner", now: new Date("2026-01-01T10:00:00Z"), abortSignal },
  );
}

async function reads(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const out: string[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) out.push(decoder.decode(next.value));
  return out;
}
const framesIn = (text: string) => text.split("\n\n").filter(Boolean);
const deltasIn = (text: string) => framesIn(text).filter((frame) => frame.includes('"type":"text-delta"')).length;

describe("a tutor turn's writes", () => {
  it("a fast model (its whole answer in one network read): the frames leave together, far fewer writes than frames", async () => {
    server.setScript((request) => ({
      rawBody: sseFrames(request.body, { reasoning: REASONING, content: GOOD_CHAT_ANSWER }).join(""),
      contentType: "text/event-stream",
    }));
    const chunks = await reads(await chatResponse());
    const frames = framesIn(chunks.join(""));
    expect(frames.at(-1)).toBe("data: [DONE]");
    expect(frames.filter((frame) => frame.includes('"type":"text-delta"')).length).toBeGreaterThan(1);
    expect(chunks.length).toBeLessThan(frames.length / 2);
  });

  it("a slow model: text deltas a tick apart leave as separate writes", async () => {
    server.setScript(() => ({ reasoning: REASONING, content: GOOD_CHAT_ANSWER, frameDelayMs: 30 }));
    const chunks = await reads(await chatResponse());
    const withDeltas = chunks.filter((chunk) => deltasIn(chunk) > 0);
    expect(withDeltas.length).toBeGreaterThan(3);
    expect(Math.max(...withDeltas.map(deltasIn))).toBeLessThanOrEqual(2);
  });

  it("a learner leaving mid-turn (the body cancelled) hangs up on the model", async () => {
    server.reset();
    // The role, eight reasoning pieces, then two of the answer's: the answer has begun when the model stalls.
    server.setScript(() => ({ reasoning: REASONING, content: GOOD_CHAT_ANSWER, stallAfterFrames: 11 }));
    const response = await chatResponse();
    const reader = response.body!.getReader();
    let seen = "";
    for (let next = await reader.read(); !seen.includes('"type":"text-delta"'); next = await reader.read()) {
      if (next.done) throw new Error(`the stream ended before any answer text: ${seen.slice(-300)}`);
      seen += new TextDecoder().decode(next.value);
    }
    await reader.cancel();
    await vi.waitFor(() => expect(server.abandoned).toEqual(server.requests.map((request) => request.index)), { timeout: 2000 });
    expect(server.requests).toHaveLength(1);
  });
});
