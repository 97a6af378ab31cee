import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, isStepCount, streamText, tool } from "ai";
import { z } from "zod";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { NO_TELEMETRY } from "@/lib/ai/agent-call";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { meteredModel } from "@/lib/ai/usage-meter";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { CANNED_REPLY, cannedChatCompletionFetch } from "@/lib/warm-up/canned-chat-completion";
import { rehearseCounterUpsert } from "@/lib/warm-up/rehearse-counters";

/**
 * The start-up warm-up of the interview (POST /api/warm-up, lib/warm-up): first
 * turns through the same agent, metering, history validation, streaming and signing
 * code a learner's first turn runs, in the route bundle where that code lives.
 * Nothing leaves the process and nothing is kept: the offline model (and, when a
 * model is configured, its provider answered by an in-process canned reply),
 * a search that finds nothing, no outline saver, no rate-limit counting.
 */
const NO_SEARCH: SearchProvider = { name: "warm-up", search: async () => [] };

// Goals of the shapes learners type (a sentence, a bare topic, Chinese): reading a goal takes
// different paths for each, and a path run once at start-up is still cold for the next shape.
const GOALS = ["I want to learn Kubernetes", "Python", "我想学日语"];

async function oneTurn(model: LanguageModelV4, goal: string, abortSignal: AbortSignal): Promise<void> {
  // Metered as a learner's turn is (the sink is a no-op: nothing is counted).
  const metered = meteredModel(model, () => {});
  const agent = createInterviewAgent({ chatModel: metered, courseModel: metered, searchProvider: NO_SEARCH });
  const firstTurn = { id: "warm-up", messages: [{ id: "warm-up-goal", role: "user" as const, parts: [{ type: "text", text: goal }] }] };
  const response = await streamInterviewTurn(firstTurn, { agent, abortSignal, uiLocale: "en" });
  await response.arrayBuffer();
}

export async function warmUpInterviewTurn(abortSignal: AbortSignal): Promise<void> {
  // The rate limiter's statements of a turn: rehearsed and rolled back.
  await rehearseCounterUpsert(await database());
  for (const goal of GOALS) await oneTurn(createOfflineModel(), goal, abortSignal);
  const env = serverEnv();
  if (!env.LLM_API_KEY) return;
  // The configured model's own layers (provider, repair middleware, streamed and whole answers, tool calls)
  // on canned replies; an interview turn on canned replies would only end in a "did not call its tool" log.
  const model = createModelRegistry(env, { fetch: cannedChatCompletionFetch }).model("chat");
  let notes = 0;
  const tools = {
    note: tool({
      description: "Notes a word.",
      inputSchema: z.object({ text: z.string() }),
      execute: async ({ text }) => ((notes += 1), text),
    }),
  };
  const call = { model, prompt: "warm-up", tools, stopWhen: isStepCount(2), abortSignal, maxRetries: 0, telemetry: NO_TELEMETRY };
  const streamed = await streamText(call).text;
  const generated = (await generateText(call)).text;
  if (notes !== 2 || !streamed.includes(CANNED_REPLY) || !generated.includes(CANNED_REPLY)) {
    throw new Error("the configured model's layers did not pass the canned replies through");
  }
}
