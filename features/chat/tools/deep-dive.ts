import { streamText, tool, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { AGENT } from "../contract";
import { deepDiveInputSchema, deepDiveOutputSchema, type CourseCitation, type DeepDiveOutput } from "../lib/chat-schemas";
import { learnerLanguage } from "../lib/learner-language";
import { buildDeepDiveInstructions } from "../prompts/deep-dive-prompt";
import { chatToolContextSchema, safeGrounding, safeLookup, type CourseLookup, type TopicGrounding } from "./chat-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";

export const DEEP_DIVE_THROTTLE_MS = 150;
const MAX_EXPLANATION = 20_000;
const MAX_CITATIONS = 5;
/** How much of the explanation the chat model sees again (toModelOutput): the learner has the whole of it. */
const MODEL_SUMMARY_CHARS = 1500;

export interface DeepDiveDependencies {
  model: LanguageModel;
  lookupCourses: CourseLookup;
  /** What the learner's courses and sources say about the topic, for an explanation grounded in them (none: not searched). */
  groundTopic?: TopicGrounding;
  /** Injected in tests. */
  now?: () => number;
  throttleMs?: number;
}

const output = (phase: DeepDiveOutput["phase"], explanation: string, citations: CourseCitation[] = []): DeepDiveOutput => ({
  phase,
  explanation: explanation.slice(0, MAX_EXPLANATION),
  citations,
});

/**
 * A streaming explanation sub-agent. Its `async*` execute yields preliminary
 * outputs the browser renders as a live card — started → analyzing (the text so
 * far, at most every ~150 ms) → consulting (the learner's own courses) — and the
 * last yield (complete) is the tool's result. The chat model only sees a
 * compact form of it.
 */
export function createDeepDiveTool(dependencies: DeepDiveDependencies) {
  const now = dependencies.now ?? Date.now;
  const throttleMs = dependencies.throttleMs ?? DEEP_DIVE_THROTTLE_MS;
  return tool({
    description:
      "Give a thorough, structured explanation of a topic the learner asked to understand in depth. The learner sees the explanation streaming in a card; afterwards reply with a short summary, not a repeat.",
    inputSchema: cachedSchema(deepDiveInputSchema),
    contextSchema: chatToolContextSchema,
    outputSchema: cachedSchema(deepDiveOutputSchema),
    async *execute({ topic, question }, { messages, abortSignal, context }) {
      yield output("started", "");

      const passages = dependencies.groundTopic ? await safeGrounding(dependencies.groundTopic, context.ownerId, topic) : undefined;
      const result = streamText({
        model: dependencies.model,
        telemetry: NO_TELEMETRY,
        instructions: buildDeepDiveInstructions({
          language: learnerLanguage(messages, context.uiLocale),
          topic,
          question: question?.trim() ? question.trim() : null,
          maskId: context.maskId,
          ...(passages ? { passages } : {}),
        }),
        prompt: question?.trim() ? `Explain in depth: ${topic}\n\nMy question: ${question.trim()}` : `Explain in depth: ${topic}`,
        maxOutputTokens: 4096,
        providerOptions: agentProviderOptions(AGENT.deepDive),
        abortSignal,
      });
      let explanation = "";
      let lastYield: number | null = null;
      for await (const delta of result.textStream) {
        explanation += delta;
        const time = now();
        if (lastYield === null || time - lastYield >= throttleMs) {
          lastYield = time;
          yield output("analyzing", explanation);
        }
      }
      if (lastYield === null) yield output("analyzing", explanation);

      yield output("consulting", explanation);
      const citations = await safeLookup(dependencies.lookupCourses, context.ownerId, topic);
      yield output("complete", explanation.trim(), citations.slice(0, MAX_CITATIONS));
    },
    toModelOutput: ({ output: final }) => ({
      type: "json",
      value: {
        shownToLearner: true,
        explanationStart:
          final.explanation.length > MODEL_SUMMARY_CHARS ? `${final.explanation.slice(0, MODEL_SUMMARY_CHARS)}…` : final.explanation,
        citations: final.citations.map((citation) => ({
          title: citation.chapterTitle ? `${citation.courseTitle} › ${citation.chapterTitle}` : citation.courseTitle,
          href: citation.href,
        })),
      },
    }),
  });
}
