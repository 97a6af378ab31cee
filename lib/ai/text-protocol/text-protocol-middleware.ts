import "server-only";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Middleware,
  LanguageModelV4StreamPart as Part,
} from "@ai-sdk/provider";
import { answerParts, consumeStream, generatedText } from "./answer-parts";
import { addUsage, textAnswer, wordsAsAnswer, type Attempt } from "./text-answer";
import { forcedOf, textProtocolParams } from "./tool-instructions";
import { isToolSupportError, type ToolCallingMemory } from "./tool-support";

/**
 * Tool calling for models that have none. With tools on offer, a model in text
 * mode gets no `tools`/`toolChoice` but the tools described in its prompt, and its
 * reply is read into a proper tool-call part (./text-answer.ts) — so the agents
 * keep their shape, and the tools' schemas validate the input downstream as for
 * any call. "auto" sends the native request first and switches the model (for
 * the process, ./tool-support.ts) when the server refuses tools with an HTTP
 * error or answers a forced tool in words; that step is then asked again in text.
 *
 * Sits inside the repair middleware (lib/ai/repair-middleware.ts), which still
 * sees the tools and receives well-formed calls.
 */
export interface TextProtocolOptions {
  toolCalling: "text" | "auto";
  modelId: string;
  memory: ToolCallingMemory;
  /** Completes a step the model would not (the offline model playing the calling agent). */
  standIn: LanguageModelV4;
}

const hasTools = (params: LanguageModelV4CallOptions) => (params.tools ?? []).some((tool) => tool.type === "function");

/** A forced tool answered only in words (markup a repair can parse counts as a call). */
function answeredInWords(params: LanguageModelV4CallOptions, text: string, called: boolean): boolean {
  return forcedOf(params) !== null && !called && text.trim() !== "" && !text.includes("<tool_call>");
}

export function createTextProtocolMiddleware(options: TextProtocolOptions): LanguageModelV4Middleware {
  const { memory, modelId, standIn } = options;
  const inTextMode = () => options.toolCalling === "text" || memory.usesText(modelId);

  async function generateInText(params: LanguageModelV4CallOptions, model: LanguageModelV4, before?: LanguageModelV4GenerateResult) {
    const attempt = async (request: LanguageModelV4CallOptions): Promise<Attempt> => {
      const result = await model.doGenerate(request);
      return { text: generatedText(result.content), usage: result.usage, passOn: [], response: result };
    };
    const answer = await textAnswer(params, attempt, standIn);
    const base = (answer.response ?? before) as LanguageModelV4GenerateResult | undefined;
    return {
      ...(base ?? { warnings: [] }),
      content: answer.content,
      finishReason: answer.finishReason,
      usage: addUsage(before?.usage, answer.usage) ?? base!.usage,
    } as LanguageModelV4GenerateResult;
  }

  async function streamInText(
    params: LanguageModelV4CallOptions,
    model: LanguageModelV4,
    opened?: Awaited<ReturnType<LanguageModelV4["doStream"]>>,
  ) {
    // The first request is made here, so an HTTP failure throws as it would natively.
    const first = opened ?? (await model.doStream(textProtocolParams(params)));
    let round = 0;
    const attempt = async (request: LanguageModelV4CallOptions): Promise<Attempt> => {
      const result = round++ === 0 ? first : await model.doStream(request);
      return consumeStream(result.stream, result.response);
    };
    const stream = new ReadableStream<Part>({
      async start(controller) {
        try {
          const answer = await textAnswer(params, attempt, standIn);
          for (const part of answerParts(answer)) controller.enqueue(part);
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    return { ...first, stream };
  }

  return {
    specificationVersion: "v4",

    wrapGenerate: async ({ params, model }) => {
      if (!hasTools(params)) return model.doGenerate(params);
      if (inTextMode()) return generateInText(params, model);
      let result: LanguageModelV4GenerateResult;
      try {
        result = await model.doGenerate(params);
      } catch (error) {
        if (options.toolCalling !== "auto" || !isToolSupportError(error)) throw error;
        memory.switchToText(modelId, "the server refused the tools");
        return generateInText(params, model);
      }
      const called = result.content.some((part) => part.type === "tool-call");
      if (!answeredInWords(params, generatedText(result.content.filter((part) => part.type === "text")), called)) return result;
      memory.switchToText(modelId, "it answered a forced tool in words");
      const read = wordsAsAnswer(generatedText(result.content), params, { usage: result.usage, passOn: [] });
      if (read) return { ...result, content: read.content, finishReason: read.finishReason };
      return generateInText(params, model, result);
    },

    wrapStream: async ({ params, model }) => {
      if (!hasTools(params)) return model.doStream(params);
      if (inTextMode()) return streamInText(params, model);
      let native: Awaited<ReturnType<LanguageModelV4["doStream"]>>;
      try {
        native = await model.doStream(params);
      } catch (error) {
        if (options.toolCalling !== "auto" || !isToolSupportError(error)) throw error;
        memory.switchToText(modelId, "the server refused the tools");
        return streamInText(params, model);
      }
      if (forcedOf(params) === null) return native;
      const switchToText = async (words: string, held: Part[]) => {
        memory.switchToText(modelId, "it answered a forced tool in words");
        const finish = held.find((part) => part.type === "finish");
        const passOn = held.filter((part) => part.type === "stream-start" || part.type === "response-metadata" || part.type === "raw");
        const read = wordsAsAnswer(words, params, { usage: finish?.type === "finish" ? finish.usage : undefined, passOn });
        return read ? { stream: partsStream(answerParts(read)) } : streamInText(params, model);
      };
      return { ...native, stream: watchForcedStream(native.stream, params, switchToText) };
    },
  };
}

/**
 * A native stream for a forced tool: held until a call shows up (then passed on
 * as it came); when it ends in words only, the model is switched to the text
 * protocol, and the words are read as a text-protocol reply — or the step is
 * asked again in text. The words themselves are never shown as they came.
 */
function watchForcedStream(
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

function partsStream(parts: Part[]): ReadableStream<Part> {
  return new ReadableStream<Part>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
