import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream, wrapLanguageModel } from "ai";

/**
 * Wraps a model so a benchmark can separate the model's time from the server's:
 * each stream is drained first (that time is "model time") and then replayed
 * instantly, so what remains of a request's wall time is the server's own work.
 * It also keeps every prompt sent, for token accounting.
 */
export interface ModelMeter {
  model: LanguageModelV4;
  modelMs: number;
  prompts: LanguageModelV4CallOptions["prompt"][];
}

export function meterModel(inner: LanguageModelV4): ModelMeter {
  const meter: ModelMeter = { model: inner, modelMs: 0, prompts: [] };
  meter.model = wrapLanguageModel({
    model: inner,
    middleware: {
      specificationVersion: "v4",
      transformParams: async ({ params }) => {
        meter.prompts.push(structuredClone(params.prompt));
        return params;
      },
      wrapGenerate: async ({ doGenerate }) => {
        const started = performance.now();
        const result = await doGenerate();
        meter.modelMs += performance.now() - started;
        return result;
      },
      wrapStream: async ({ doStream }) => {
        const started = performance.now();
        const { stream, ...rest } = await doStream();
        const chunks: LanguageModelV4StreamPart[] = [];
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
        }
        meter.modelMs += performance.now() - started;
        return { ...rest, stream: simulateReadableStream({ chunks, initialDelayInMs: null, chunkDelayInMs: null }) };
      },
    },
  });
  return meter;
}

/** The usual rough estimate (4 characters a token); the same ruler for both sides of a comparison. */
export function estimateTokens(value: unknown): number {
  return Math.ceil(JSON.stringify(value).length / 4);
}
