/**
 * Test support (not a test file): a mock model that streams one scripted step per call — a tool
 * call (name and input) or a text — then "done", for driving the workspace tools through a real turn.
 */
import { MockLanguageModelV4, simulateReadableStream } from "ai/test";

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

export function scriptedToolModel(steps: Array<{ toolName: string; input: unknown } | string>) {
  let step = 0;
  return new MockLanguageModelV4({
    doGenerate: async () => {
      throw new Error("stream only");
    },
    doStream: async () => {
      const next = steps[step++] ?? "done";
      const chunks =
        typeof next === "string"
          ? [
              { type: "text-start", id: "t" },
              { type: "text-delta", id: "t", delta: next },
              { type: "text-end", id: "t" },
            ]
          : [{ type: "tool-call", toolCallId: `call_${step}`, toolName: next.toolName, input: JSON.stringify(next.input) }];
      const finish = {
        type: "finish",
        finishReason: { unified: typeof next === "string" ? "stop" : "tool-calls", raw: undefined },
        usage,
      };
      return { stream: simulateReadableStream({ chunks: [...chunks, finish] }) } as never;
    },
  });
}
