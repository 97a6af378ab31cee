/**
 * The forced-call watch when its reader cancels (the learner stopped, the route gave up): the
 * native stream it reads is cancelled with it, and no text-protocol step is opened for a reply
 * nobody will read; one already opened is cancelled too.
 */
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import { partsStream, watchForcedStream } from "./forced-stream";

const params: LanguageModelV4CallOptions = {
  prompt: [{ role: "user", content: [{ type: "text", text: "I want to learn Rust" }] }],
  tools: [{ type: "function", name: "presentOptions", inputSchema: { type: "object", properties: {} } }],
  toolChoice: { type: "tool", toolName: "presentOptions" },
};

/** Gives `parts`, then either ends or stalls (a server that stopped sending), recording its cancel. */
function source(parts: Part[], then: "end" | "stall") {
  const cancelled: unknown[] = [];
  let given = 0;
  const stream = new ReadableStream<Part>({
    pull(controller) {
      if (given < parts.length) return void controller.enqueue(parts[given++]!);
      if (then === "end") return void controller.close();
      return new Promise<void>(() => {});
    },
    cancel: (reason) => void cancelled.push(reason),
  });
  return { stream, cancelled };
}

const words: Part[] = [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t" },
  { type: "text-delta", id: "t", delta: "Which of these fits you best?" },
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the forced-call watch, cancelled by its reader", () => {
  it("cancels the native stream it holds, and opens no text step", async () => {
    const native = source(words, "stall");
    const inText = vi.fn(async () => ({ stream: partsStream([]) }));
    const reader = watchForcedStream(native.stream, params, inText).getReader();
    const pending = reader.read();
    await settle();
    await reader.cancel("stopped");
    expect(await pending).toEqual({ done: true, value: undefined });
    await settle();
    expect(native.cancelled).toEqual(["stopped"]);
    expect(inText).not.toHaveBeenCalled();
  });

  it("cancels the text step's stream when the reader leaves while it runs", async () => {
    const native = source(words, "end");
    const step = source([{ type: "stream-start", warnings: [] }], "stall");
    const reader = watchForcedStream(native.stream, params, async () => ({ stream: step.stream })).getReader();
    expect((await reader.read()).value?.type).toBe("stream-start");
    const pending = reader.read();
    await settle();
    await reader.cancel("gave up");
    expect(await pending).toEqual({ done: true, value: undefined });
    await settle();
    expect(step.cancelled).toEqual(["gave up"]);
  });
});
