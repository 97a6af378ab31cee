import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import type { ServerEnv } from "@/lib/env";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { createModelFetch } from "./model-fetch";
import { createRepairMiddleware } from "./repair-middleware";
import { createTextProtocolMiddleware } from "./text-protocol/text-protocol-middleware";
import { ToolCallingMemory, type ToolCalling } from "./text-protocol/tool-support";

/**
 * The one place models come from. Every agent asks for a role, never a provider:
 * - "chat": the interview agent, the research agent and the tutor (conversation first);
 * - "course": the curriculum designer and chapter writer (may be a stronger model).
 * With no API key every role runs on the offline model shipped with the app.
 */
export type ModelRole = "chat" | "course";

export interface ModelInfo {
  /** What the header shows: the configured model id, or "offline model". */
  label: string;
  offline: boolean;
  /** How agents ask this model for tool calls (see RegistryOptions.toolCalling); absent: native. */
  toolCalling?: ToolCalling;
}

/**
 * "native": the model's own tool calls; "text": it cannot call tools (the settings probe found so),
 * agents use the text protocol; "auto": decide per turn (lib/ai/text-protocol/tool-support.ts).
 */
export type { ToolCalling };

export interface RegistryOptions {
  fetch?: typeof globalThis.fetch;
  toolCalling?: ToolCalling;
}

export interface ModelRegistry {
  model(role: ModelRole): LanguageModelV4;
  info(role: ModelRole): ModelInfo;
}

/**
 * `fetch` answers a configured model's requests in place of the network (the start-up warm-up
 * answers in process), under the same timeouts and wire repairs, so those run warm too.
 */
export function createModelRegistry(env: ServerEnv, options: RegistryOptions = {}): ModelRegistry {
  if (!env.LLM_API_KEY) {
    const offline = createOfflineModel({ chunkDelayMs: env.OFFLINE_MODEL_DELAY_MS });
    return {
      model: () => offline,
      info: () => ({ label: "offline model", offline: true }),
    };
  }

  // `.chat()` speaks chat-completions, which every OpenAI-compatible server
  // (DeepSeek, DashScope, vLLM, Ollama, llama.cpp) understands; the default
  // Responses API is OpenAI-only.
  const provider = createOpenAI({
    apiKey: env.LLM_API_KEY,
    baseURL: env.LLM_BASE_URL,
    fetch: createModelFetch({
      firstByteTimeoutMs: env.LLM_FIRST_BYTE_TIMEOUT_MS ?? env.LLM_TIMEOUT_MS,
      idleTimeoutMs: env.LLM_IDLE_TIMEOUT_MS,
      fetch: options.fetch,
    }),
  });
  // Real servers misbehave (reasoning inline or as reasoning_content, tool calls as
  // text, forced tools ignored…): the repair middleware makes them look well-behaved.
  // Models without tool calling get the tools described in text (lib/ai/text-protocol/); inside the
  // repair middleware, which sees the tools and receives proper calls either way.
  const toolCalling = options.toolCalling ?? env.LLM_TOOL_CALLING;
  const memory = new ToolCallingMemory();
  const standIn = createOfflineModel();
  const withReasoningSplit = (modelId: string) =>
    wrapLanguageModel({
      model: provider.chat(modelId),
      middleware:
        toolCalling === "native"
          ? createRepairMiddleware()
          : [createRepairMiddleware(), createTextProtocolMiddleware({ toolCalling, modelId, memory, standIn })],
    });

  const chatModelId = env.LLM_MODEL;
  const courseModelId = env.LLM_COURSE_MODEL ?? env.LLM_MODEL;
  const chatModel = withReasoningSplit(chatModelId);
  const courseModel = courseModelId === chatModelId ? chatModel : withReasoningSplit(courseModelId);
  return {
    model: (role) => (role === "course" ? courseModel : chatModel),
    info: (role) => ({
      label: role === "course" ? courseModelId : chatModelId,
      offline: false,
      ...(options.toolCalling ? { toolCalling: options.toolCalling } : {}),
    }),
  };
}
