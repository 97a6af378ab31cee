import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import { tappedWriter } from "./part-taps";
import { meteredModel } from "./usage-meter";

vi.mock("server-only", () => ({}));

const usage = (input: number | undefined, output: number | undefined) => ({
  inputTokens: { total: input, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: undefined, reasoning: undefined },
});
const finish = (input?: number, output?: number): Part => ({
  type: "finish",
  finishReason: { unified: "stop", raw: "stop" },
  usage: usage(input, output),
});
const parts = (...last: Part[]): Part[] => [
  { type: "stream-start", warnings: [] },
  { type: "text-start", id: "t" },
  { type: "text-delta", id: "t", delta: "12345678" },
  { type: "tool-input-delta", id: "c", delta: "abcd" },
  { type: "text-end", id: "t" },
  ...last,
];

/** A model streaming `list`, written as the repair middleware writes (tapped) or as a plain stream. */
function modelOf(list: Part[], tapped: boolean, made: ReadableStream<Part>[]): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "test",
    modelId: "test",
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error("not used")),
    doStream: async () => {
      let controller!: ReadableStreamDefaultController<Part>;
      const stream = new ReadableStream<Part>({ start: (started) => void (controller = started) });
      made.push(stream);
      const writer = tapped ? tappedWriter(stream, controller) : controller;
      // Written on later ticks, as a real stream comes: some parts before the meter is on, some after.
      void (async () => {
        for (const part of list) {
          writer.enqueue(part);
          await Promise.resolve();
        }
        writer.close();
      })();
      return { stream };
    },
  };
}

const call: LanguageModelV4CallOptions = { prompt: [{ role: "user", content: [{ type: "text", text: "hi" }] }] };

async function metered(list: Part[], tapped: boolean) {
  const sink = vi.fn();
  const made: ReadableStream<Part>[] = [];
  const { stream } = await meteredModel(modelOf(list, tapped, made), sink).doStream(call);
  // Tapped, the model's own stream goes on (no layer); otherwise a counting stream over it.
  expect(stream === made[0]).toBe(tapped);
  const out: Part[] = [];
  for await (const part of stream as unknown as AsyncIterable<Part>) out.push(part);
  return { out, calls: sink.mock.calls };
}

describe("meteredModel", () => {
  for (const tapped of [true, false]) {
    const how = tapped ? "counted in the writer's stage" : "in a stream of its own";
    it(`reports a call's usage once, every part passed on (${how})`, async () => {
      const { out, calls } = await metered(parts(finish(100, 7)), tapped);
      expect(out.map((part) => part.type)).toEqual(["stream-start", "text-start", "text-delta", "tool-input-delta", "text-end", "finish"]);
      expect(calls).toEqual([[107]]);
    });

    it(`estimates what a server that reports no usage, or a stream cut before its finish, cost (${how})`, async () => {
      const prompt = Math.ceil(JSON.stringify(call.prompt).length / 4);
      expect((await metered(parts(finish()), tapped)).calls).toEqual([[prompt + 3]]); // 12 output chars
      expect((await metered(parts(), tapped)).calls).toEqual([[prompt + 3]]);
      expect((await metered(parts(finish(10)), tapped)).calls).toEqual([[13]]);
    });
  }
});
