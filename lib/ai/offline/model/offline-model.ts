import type { LanguageModelV4, LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { registeredOfflineRoles, rolesByAgent, type OfflineRole } from "./offline-role";
import { respond } from "./respond";
import { buildUsage, finishReason, partsToStream, toContent, toStreamParts, type ResolvedReply } from "./stream-parts";

export interface OfflineModelOptions {
  modelId?: string;
  /** Delay between streamed parts, in ms (default 0). Lets browser tests observe streaming. */
  chunkDelayMs?: number;
  /** The roles this model plays; default: the roles registered process-wide (app/_compose/offline-roles.ts). */
  roles?: readonly OfflineRole[];
  /** Binds the model to one agent, for calls that do not say which agent they are (tests of a single role). */
  agentId?: string;
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

function resolveReply(options: LanguageModelV4CallOptions, settings: OfflineModelOptions): ResolvedReply {
  // Read per call, so roles registered after the model was built (at start-up) are seen.
  const roles = settings.roles ? rolesByAgent(settings.roles) : registeredOfflineRoles();
  const reply = respond(options, roles, settings.agentId);
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
 * A deterministic LanguageModelV4 used when no API key is configured. It plays
 * each agent through the role registered for its id (see ./respond.ts and
 * ../README.md), reading the prompt blocks and tools it is given, and never
 * invents web sources.
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV4 {
  const modelId = options.modelId ?? "offline";
  const delayMs = Math.max(0, options.chunkDelayMs ?? 0);

  return {
    specificationVersion: "v4",
    provider: "nexusnote-offline",
    modelId,
    supportedUrls: {},

    async doGenerate(callOptions) {
      throwIfAborted(callOptions.abortSignal);
      const reply = resolveReply(callOptions, options);
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
      const reply = resolveReply(callOptions, options);
      const parts = toStreamParts(reply, buildUsage(JSON.stringify(callOptions.prompt), reply));
      return { stream: partsToStream(parts, delayMs, callOptions.abortSignal) };
    },
  };
}
