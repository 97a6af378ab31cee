import "server-only";
import type { LanguageModelV4, LanguageModelV4Prompt, LanguageModelV4StreamPart, LanguageModelV4Usage } from "@ai-sdk/provider";
import { wrapLanguageModel, type LanguageModel } from "ai";
import { addTap, type PartTap } from "./part-taps";

/** Receives the tokens of each finished model call (prompt + completion). */
export type UsageSink = (tokens: number) => void;

/**
 * A model that reports every call's token usage to `sink`. Wrapping the model
 * (rather than reading an agent's onFinish) also counts the sub-agents a tool
 * runs with it (research, curriculum design, the deep dive). A server that
 * reports no usage (some local ones) is counted by estimate, about four
 * characters a token, so a budget still holds against it.
 */
export function meteredModel(model: LanguageModel, sink: UsageSink): LanguageModelV4 {
  return wrapLanguageModel({
    model: model as LanguageModelV4,
    middleware: {
      specificationVersion: "v4",
      wrapGenerate: async ({ doGenerate, params }) => {
        const result = await doGenerate();
        const outputText = result.content.map((part) => ("text" in part ? part.text : "input" in part ? part.input : "")).join("");
        sink(tokensOf(result.usage, params.prompt, outputText.length));
        return result;
      },
      wrapStream: async ({ doStream, params }) => {
        const { stream, ...rest } = await doStream();
        let outputChars = 0;
        let reported = false;
        const count: PartTap = {
          part(part) {
            if (part.type === "text-delta" || part.type === "reasoning-delta") outputChars += part.delta.length;
            if (part.type === "tool-input-delta") outputChars += part.delta.length;
            if (part.type === "finish" && !reported) {
              reported = true;
              sink(tokensOf(part.usage, params.prompt, outputChars));
            }
          },
          end() {
            // A stream cut off before its finish (stop, dropped connection) still cost what it produced.
            if (!reported) sink(estimateTokens(params.prompt, outputChars));
          },
        };
        // Counted where the parts are already written (the repair middleware's stage, ./part-taps.ts), when it can be.
        if (addTap(stream, count)) return { stream, ...rest };
        // Otherwise one pull-based stream, not a pipeThrough(TransformStream): that built a readable, a
        // writable and a pipe per model call for a stage that only looks (~3x the CPU, measured).
        const reader = stream.getReader();
        const counted = new ReadableStream<LanguageModelV4StreamPart>({
          async pull(controller) {
            const { done, value: part } = await reader.read();
            if (done) {
              count.end();
              controller.close();
              return;
            }
            count.part(part);
            controller.enqueue(part);
          },
          cancel: (reason) => reader.cancel(reason),
        });
        return { stream: counted, ...rest };
      },
    },
  });
}

function tokensOf(usage: LanguageModelV4Usage | undefined, prompt: LanguageModelV4Prompt, outputChars: number): number {
  const input = usage?.inputTokens.total;
  const output = usage?.outputTokens.total;
  if (input === undefined && output === undefined) return estimateTokens(prompt, outputChars);
  return Math.max(0, (input ?? 0) + (output ?? Math.ceil(outputChars / 4)));
}

function estimateTokens(prompt: LanguageModelV4Prompt, outputChars: number): number {
  return Math.ceil(JSON.stringify(prompt).length / 4) + Math.ceil(outputChars / 4);
}
