import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { splitReasoning } from "./reply-json";
import { forcedOf, usableTools } from "./tool-instructions";

/**
 * How a native answer missed the forced tool: "words" only (the model cannot call
 * tools, or will not), or "nothing" usable (empty, reasoning only, or calls to tools
 * it may not use now); null when it did not miss (a usable call, or `<tool_call>`
 * markup, which the repair middleware turns into a call).
 */
export type NativeMiss = "words" | "nothing" | null;

export function nativeMiss(params: LanguageModelV4CallOptions, text: string, calledUsable: boolean): NativeMiss {
  if (forcedOf(params) === null || calledUsable || text.includes("<tool_call>")) return null;
  return splitReasoning(text).text ? "words" : "nothing";
}

export const usableNames = (params: LanguageModelV4CallOptions) => new Set(usableTools(params).map((tool) => tool.name));

/**
 * A native stream for a forced tool: held until a usable call shows up (then passed
 * on as it came). When it ends without one (see nativeMiss), `inText` answers the
 * step on the text protocol; the native words are never shown as they came.
 */
export function watchForcedStream(
  stream: ReadableStream<Part>,
  params: LanguageModelV4CallOptions,
  inText: (miss: "words" | "nothing", words: string, held: Part[]) => Promise<{ stream: ReadableStream<Part> }>,
): ReadableStream<Part> {
  // The reader of whichever stream is being read; cancelling this stream cancels it, and no text step is opened after.
  let reading: ReadableStreamDefaultReader<Part> | undefined;
  let cancelled = false;
  return new ReadableStream<Part>({
    cancel(reason) {
      cancelled = true;
      return reading?.cancel(reason);
    },
    async start(controller) {
      const held: Part[] = [];
      let released = false;
      let text = "";
      const usable = usableNames(params);
      try {
        const reader = (reading = stream.getReader());
        for (;;) {
          const { done, value } = await reader.read();
          if (cancelled) return;
          if (done) break;
          const usableCall = (value.type === "tool-call" || value.type === "tool-input-start") && usable.has(value.toolName);
          if (!released && (usableCall || value.type === "error")) {
            released = true;
            for (const part of held) controller.enqueue(part);
          }
          if (released) controller.enqueue(value);
          else {
            held.push(value);
            if (value.type === "text-delta") text += value.delta;
          }
        }
        const miss = released ? null : nativeMiss(params, text, false);
        if (miss) {
          const switched = await inText(miss, text, held);
          if (cancelled) return void (await switched.stream.cancel());
          const reader2 = (reading = switched.stream.getReader());
          let started = false;
          for (;;) {
            const { done, value } = await reader2.read();
            if (cancelled) return;
            if (done) break;
            if (value.type === "stream-start") {
              if (started) continue;
              started = true;
            }
            controller.enqueue(value);
          }
        } else if (!released) for (const part of held) controller.enqueue(part);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

export function partsStream(parts: Part[]): ReadableStream<Part> {
  return new ReadableStream<Part>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
