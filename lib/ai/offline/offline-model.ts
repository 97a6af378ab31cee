import type { LanguageModelV3, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { respond } from "./respond";
import { buildUsage, finishReason, partsToStream, toContent, toStreamParts, type ResolvedReply } from "./stream-parts";

export interface OfflineModelOptions {
  modelId?: string;
  /** Delay between streamed parts, in ms (default 0). Lets browser tests observe streaming. */
  chunkDelayMs?: number;
}

/**
 * Ids only need to be unique, never reproducible: the AI SDK client rejects a
 * message history with duplicate tool-call ids, and one conversation spans many
 * requests (and possibly several model instances), so a process-wide counter
 * plus a time component is used. Content, not ids, is what stays deterministic.
 */
let sequence = 0;
function nextId(kind: "call" | "text"): string {
  sequence += 1;
  return `offline-${kind}-${sequence}-${Date.now().toString(36)}`;
}

function resolveReply(options: LanguageModelV3CallOptions): ResolvedReply {
  const reply = respond(options);
  return {
    ...(reply.text ? { text: { id: nextId("text"), text: reply.text } } : {}),
    ...(reply.toolCall
      ? { toolCall: { toolCallId: nextId("call"), toolName: reply.toolCall.toolName, input: JSON.stringify(reply.toolCall.input) } }
      : {}),
  };
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/**
 * A deterministic LanguageModelV3 used when no API key is configured. It plays
 * the interview, research and curriculum agents from the prompt blocks and
 * tools it is given (see ./respond.ts), and never invents web sources.
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV3 {
  const modelId = options.modelId ?? "offline";
  const delayMs = Math.max(0, options.chunkDelayMs ?? 0);

  return {
    specificationVersion: "v3",
    provider: "nexusnote-offline",
    modelId,
    supportedUrls: {},

    async doGenerate(callOptions) {
      throwIfAborted(callOptions.abortSignal);
      const reply = resolveReply(callOptions);
      return {
        content: toContent(reply),
        finishReason: finishReason(reply),
        usage: buildUsage(JSON.stringify(callOptions.prompt), reply),
        warnings: [],
        response: { modelId },
      };
    },

    async doStream(callOptions) {
      throwIfAborted(callOptions.abortSignal);
      const reply = resolveReply(callOptions);
      const parts = toStreamParts(reply, buildUsage(JSON.stringify(callOptions.prompt), reply));
      return { stream: partsToStream(parts, delayMs, callOptions.abortSignal) };
    },
  };
}
