import "server-only";
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Middleware,
  LanguageModelV4StreamPart as Part,
} from "@ai-sdk/provider";
import { answerParts, consumeStream, generatedText } from "./answer-parts";
import { judgeReply } from "./judge-reply";
import { relayProse } from "./prose-relay";
import { splitReasoning } from "./reply-json";
import { addUsage, textAnswer, textAnswerContent, wordsAsAnswer, type Attempt } from "./text-answer";
import { forcedOf, textProtocolParams } from "./tool-instructions";
import { nativeMiss, partsStream, usableNames, watchForcedStream } from "./forced-stream";
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
    const again = async (request: LanguageModelV4CallOptions): Promise<Attempt> => {
      const result = await model.doStream(request);
      return consumeStream(result.stream, result.response);
    };
    let round = 0;
    const attempt = (request: LanguageModelV4CallOptions) => (round++ === 0 ? consumeStream(first.stream, first.response) : again(request));
    const stream = new ReadableStream<Part>({
      async start(controller) {
        try {
          if (forcedOf(params) === null) await proseFirst(params, first.stream, again, controller);
          else for (const part of answerParts(await textAnswer(params, attempt, standIn))) controller.enqueue(part);
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    return { ...first, stream };
  }

  /**
   * No tool forced: words go out as they come (./prose-relay.ts); once the reply is
   * whole, a call in it becomes the call, the held rest is sent as words — or, for an
   * empty reply, the corrective retry and the stand-in follow as for any step.
   */
  async function proseFirst(
    params: LanguageModelV4CallOptions,
    stream: ReadableStream<Part>,
    again: (request: LanguageModelV4CallOptions) => Promise<Attempt>,
    controller: ReadableStreamDefaultController<Part>,
  ) {
    const relayed = await relayProse(stream, (part) => controller.enqueue(part), "text-protocol-prose");
    const verdict = judgeReply(relayed.text, params);
    // Only words count as said: a <think> block that went out becomes reasoning downstream.
    const said = splitReasoning(relayed.text.slice(0, relayed.sent)).text.trim() !== "";
    if (relayed.error !== undefined || verdict.ok || said) {
      const rest = relayed.text.slice(relayed.sent);
      const call = verdict.ok && verdict.call && relayed.error === undefined ? verdict : null;
      const parts = answerParts(
        {
          // Reasoning that already went out as text is not sent again.
          content: call
            ? textAnswerContent(relayed.sent > 0 ? { ...call, reasoning: "" } : call)
            : rest
              ? [{ type: "text", text: rest }]
              : [],
          usage: relayed.usage,
          finishReason: call
            ? { unified: "tool-calls", raw: "tool_calls" }
            : relayed.error !== undefined
              ? { unified: "error", raw: undefined }
              : { unified: "stop", raw: "stop" },
          passOn: [],
          error: relayed.error,
          standIn: false,
        },
        // The provider's stream-start was relayed already.
        { started: true, textId: relayed.sent > 0 ? relayed.textId : undefined },
      );
      for (const part of parts) controller.enqueue(part);
      return;
    }
    // Nothing for the learner yet: the step goes the buffered way, from the retry on.
    if (relayed.sent > 0) {
      // What is left is reasoning too (no words were found): sent whole, so its tags close before anything else.
      const rest = relayed.text.slice(relayed.sent);
      if (rest) controller.enqueue({ type: "text-delta", id: relayed.textId, delta: rest });
      controller.enqueue({ type: "text-end", id: relayed.textId });
    }
    let round = 0;
    const rest = (request: LanguageModelV4CallOptions) => (round++ === 0 ? Promise.resolve(relayed) : again(request));
    for (const part of answerParts(await textAnswer(params, rest, standIn), { started: true })) controller.enqueue(part);
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
      const usable = usableNames(params);
      const called = result.content.some((part) => part.type === "tool-call" && usable.has(part.toolName));
      const words = generatedText(result.content.filter((part) => part.type !== "tool-call"));
      const miss = nativeMiss(params, words, called);
      if (!miss) return result;
      if (miss === "words") {
        memory.switchToText(modelId, "it answered a forced tool in words");
        const read = wordsAsAnswer(words, params, { usage: result.usage, passOn: [] });
        if (read) return { ...result, content: read.content, finishReason: read.finishReason };
      }
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
      // Words only: the model is switched, and its words read first. Nothing usable: this step alone goes to text.
      const switchToText = async (miss: "words" | "nothing", words: string, held: Part[]) => {
        if (miss === "nothing") return streamInText(params, model);
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
