/**
 * The repair middleware's stream when its reader cancels (the learner pressed stop, the route gave
 * up): the model's stream is cancelled with it, so a slow or stalled server is no longer read, and
 * no retry is opened for a response nobody will read.
 */
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createRepairMiddleware } from "./repair-middleware";

type Part = LanguageModelV4StreamPart;

/** A model whose every response is a stream that gives `parts` and then stalls, recording each open and cancel. */
function stallingModel(parts: Part[]) {
  const calls = { opened: 0, cancelled: [] as unknown[] };
  const model = new MockLanguageModelV4({
    doStream: async () => {
      calls.opened++;
      let given = 0;
      const stream = new ReadableStream<Part>({
        pull(controller) {
          if (given < parts.length) controller.enqueue(parts[given++]!);
          // Then nothing more: a server that stopped sending but kept the connection open.
          else return new Promise<void>(() => {});
        },
        cancel(reason) {
          calls.cancelled.push(reason);
        },
      });
      return { stream } as never;
    },
  });
  return { model: wrapLanguageModel({ model, middleware: createRepairMiddleware() }), calls };
}

const prompt: LanguageModelV4CallOptions["prompt"] = [{ role: "user", content: [{ type: "text", text: "Explain overfitting." }] }];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the repair middleware's stream, cancelled by its reader", () => {
  it("cancels the model's stream, with the reader's reason", async () => {
    const { model, calls } = stallingModel([
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Overfitting is" },
    ]);
    const { stream } = await model.doStream({ prompt });
    const reader = stream.getReader();
    expect((await reader.read()).value?.type).toBe("stream-start");
    // The words are still with the repairer (it reads a little ahead for markup) when the learner stops.
    const pending = reader.read();
    await settle();
    await reader.cancel("stopped by the learner");
    expect(await pending).toEqual({ done: true, value: undefined });
    await settle();
    expect(calls.cancelled).toEqual(["stopped by the learner"]);
    expect(calls.opened).toBe(1);
  });

  it("opens no retry of a forced call for a reader that cancelled while the response was held", async () => {
    // A forced call's response is held until the call arrives: here only words come, then the server stalls.
    const { model, calls } = stallingModel([
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Sure, here are the options" },
    ]);
    const { stream } = await model.doStream({
      prompt,
      tools: [{ type: "function", name: "presentOptions", inputSchema: { type: "object", properties: {} } }],
      toolChoice: { type: "tool", toolName: "presentOptions" },
    });
    const reader = stream.getReader();
    expect((await reader.read()).value?.type).toBe("stream-start");
    const pending = reader.read();
    await settle();
    await reader.cancel("the route gave up");
    expect(await pending).toEqual({ done: true, value: undefined });
    await settle();
    expect(calls.cancelled).toEqual(["the route gave up"]);
    expect(calls.opened).toBe(1);
  });
});
