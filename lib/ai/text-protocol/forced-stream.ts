import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import { forcedOf } from "./tool-instructions";

/** A forced tool answered only in words (markup the repair middleware can parse counts as a call). */
export function answeredInWords(params: LanguageModelV4CallOptions, text: string, called: boolean): boolean {
  return forcedOf(params) !== null && !called && text.trim() !== "" && !text.includes("<tool_call>");
}

/**
 * A native stream for a forced tool: held until a call shows up (then passed on
 * as it came); when it ends in words only, the model is switched to the text
 * protocol, and the words are read as a text-protocol reply — or the step is
 * asked again in text. The words themselves are never shown as they came.
 */
export function watchForcedStream(
  stream: ReadableStream<Part>,
  params: LanguageModelV4CallOptions,
  inText: (words: string, held: Part[]) => Promise<{ stream: ReadableStream<Part> }>,
): ReadableStream<Part> {
  return new ReadableStream<Part>({
    async start(controller) {
      const held: Part[] = [];
      let released = false;
      let text = "";
      try {
        const reader = stream.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!released && (value.type === "tool-call" || value.type === "tool-input-start" || value.type === "error")) {
            released = true;
            for (const part of held) controller.enqueue(part);
          }
          if (released) controller.enqueue(value);
          else {
            held.push(value);
            if (value.type === "text-delta") text += value.delta;
          }
        }
        if (!released && answeredInWords(params, text, false)) {
          const switched = await inText(text, held);
          const reader2 = switched.stream.getReader();
          let started = false;
          for (;;) {
            const { done, value } = await reader2.read();
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
