import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, Output, streamText, tool, type ToolSet } from "ai";
import { z } from "zod";
import { NO_TELEMETRY } from "@/lib/ai/agent-call";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * The probe's checks, each one short request through the real provider. Every check answers
 * false (never throws) when the model misbehaves; only the first, plain streaming, rethrows a
 * failure to reach the server, which ends the probe. The three tools below are the probe's stimuli,
 * never offered to a learner's turn nor rendered, so they live here together.
 */
const recordAnswer = tool({
  description: "Record the final answer to the question.",
  inputSchema: cachedSchema(z.object({ answer: z.string().min(1) })),
});
const getWeather = tool({
  description: "Look up the weather in a city.",
  inputSchema: cachedSchema(z.object({ city: z.string() })),
});
const addItem = tool({
  description: "Add one item to the shopping list.",
  inputSchema: cachedSchema(z.object({ name: z.string().min(1) })),
});

export interface StreamFindings {
  streams: boolean;
  text: string;
  firstTokenMs: number | null;
  tokensPerSecond: number | null;
}

/** Plain streaming: whether deltas arrive, the first one's latency, and output tokens per second after it. */
export async function checkStreaming(model: LanguageModelV4, signal: AbortSignal): Promise<StreamFindings> {
  const started = performance.now();
  let first: number | null = null;
  let deltas = 0;
  let failure: unknown;
  const result = streamText({
    model,
    prompt: "Count from one to ten in words, separated by commas. Nothing else.",
    telemetry: NO_TELEMETRY,
    maxOutputTokens: 200,
    maxRetries: 0,
    abortSignal: signal,
    onError: ({ error }) => {
      failure = error;
    },
  });
  let text = "";
  for await (const part of result.fullStream) {
    if (part.type === "text-delta" || part.type === "reasoning-delta") {
      first ??= performance.now();
      deltas += 1;
      if (part.type === "text-delta") text += part.text;
    }
    if (part.type === "error") failure = part.error;
  }
  if (failure) throw failure;
  const ended = performance.now();
  const outputTokens = (await result.totalUsage).outputTokens ?? Math.ceil(text.length / 4);
  const streamingMs = first === null ? 0 : ended - first;
  return {
    streams: deltas > 0 && text.trim().length > 0,
    text,
    firstTokenMs: first === null ? null : Math.round(first - started),
    tokensPerSecond: streamingMs > 50 && outputTokens > 0 ? Math.round((outputTokens / streamingMs) * 10_000) / 10 : null,
  };
}

async function toolCallsOf(
  model: LanguageModelV4,
  signal: AbortSignal,
  options: { tools: ToolSet; prompt: string; toolChoice: Parameters<typeof streamText>[0]["toolChoice"] },
) {
  try {
    const result = streamText({
      model,
      ...options,
      telemetry: NO_TELEMETRY,
      maxOutputTokens: 300,
      maxRetries: 0,
      abortSignal: signal,
      onError: () => undefined,
    });
    const calls = await result.toolCalls;
    return { calls: calls.filter((call) => !call.invalid).map((call) => call.toolName), text: await result.text };
  } catch {
    return { calls: [], text: "" };
  }
}

/** Calls an offered tool of its own accord, with arguments that fit its schema. */
export async function checkCallsTool(model: LanguageModelV4, signal: AbortSignal) {
  const { calls, text } = await toolCallsOf(model, signal, {
    tools: { record_answer: recordAnswer },
    toolChoice: "auto",
    prompt: "What is 17 + 25? Do not answer in text: call the record_answer tool with the answer.",
  });
  return { callsTool: calls.includes("record_answer"), text };
}

/** Calls the tool it is forced to (tool_choice), not the one the question tempts it to. */
export async function checkForcedTool(model: LanguageModelV4, signal: AbortSignal): Promise<boolean> {
  const { calls } = await toolCallsOf(model, signal, {
    tools: { get_weather: getWeather, record_answer: recordAnswer },
    toolChoice: { type: "tool", toolName: "record_answer" },
    prompt: "What is the weather in Paris today?",
  });
  return calls.length > 0 && calls.every((name) => name === "record_answer");
}

/** Keeps to exactly one call when asked to (the tutors' option cards are one per answer). */
export async function checkSingleCall(model: LanguageModelV4, signal: AbortSignal): Promise<boolean> {
  const { calls } = await toolCallsOf(model, signal, {
    tools: { add_item: addItem },
    toolChoice: "required",
    prompt: "The list should get apples, pears and plums, but call add_item exactly once, for apples only. One call, no more.",
  });
  return calls.length === 1;
}

const lessonSchema = z.object({ title: z.string().min(1), minutes: z.number().int().min(1).max(600), steps: z.array(z.string()).min(1) });

/** Returns an object that validates against a JSON schema (response_format). */
export async function checkJsonSchema(model: LanguageModelV4, signal: AbortSignal): Promise<boolean> {
  try {
    const result = await generateText({
      model,
      output: Output.object({ schema: lessonSchema }),
      telemetry: NO_TELEMETRY,
      prompt: "Plan a short lesson on adding fractions: a title, its length in minutes and two or three steps.",
      maxOutputTokens: 400,
      maxRetries: 0,
      abortSignal: signal,
    });
    return lessonSchema.safeParse(result.output).success;
  } catch {
    return false;
  }
}
