import "server-only";
import { isStepCount, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { PRACTICE_AGENT, PRACTICE_MODEL_TOOL } from "../contract";
import { chapterLines } from "../lib/citation-check";
import { QuestionSet } from "../lib/question-set";
import { buildQuestionWriterInstructions, chapterLinesBlock } from "../prompts/question-writer-prompt";
import { createSubmitPracticeQuestionsTool } from "../tools/submit-practice-questions";

/** One try plus one retry (with what was refused), as the app's other forced tools get. */
const MAX_STEPS = 2;

const TASK: Record<Locale, (title: string) => string> = {
  en: (title) => `Write the practice questions for the chapter ${quoteText(title, WRITING.en)}.`,
  zh: (title) => `为${quoteText(title, WRITING.zh)}这一章出练习题。`,
};

export interface QuestionWriterParams {
  model: LanguageModel;
  language: Locale;
  /** The chapter's file path (chapters/…md), its title and its text now. */
  path: string;
  title: string;
  content: string;
  abortSignal?: AbortSignal;
}

/**
 * The course model makes a chapter's questions through its one tool (tools/submit-practice-questions):
 * the questions it keeps have passed the citation check against the chapter's lines; everything
 * else was refused and never leaves here. Model failures (no tool call after the repair middleware's
 * retry, a stalled or broken stream) are thrown for the caller, which falls back to the offline maker.
 * The set it returns may be short of complete; the caller tops it up.
 */
export async function writeChapterQuestions(params: QuestionWriterParams): Promise<QuestionSet<"generated">> {
  const lines = chapterLines(params.content);
  const set = new QuestionSet<"generated">(lines);
  const agent = new ToolLoopAgent({
    id: PRACTICE_AGENT.questionWriter,
    telemetry: NO_TELEMETRY,
    // One call per response: a duplicated call (some proxies resend it) is dropped, not counted twice.
    providerOptions: agentProviderOptions(PRACTICE_AGENT.questionWriter, { singleCallTools: [PRACTICE_MODEL_TOOL.submitQuestions] }),
    model: params.model,
    instructions: buildQuestionWriterInstructions(params.language, chapterLinesBlock(params.path, params.title, lines)),
    tools: { [PRACTICE_MODEL_TOOL.submitQuestions]: createSubmitPracticeQuestionsTool({ path: params.path, set }) },
    toolChoice: { type: "tool", toolName: PRACTICE_MODEL_TOOL.submitQuestions },
    stopWhen: [() => set.complete(), isStepCount(MAX_STEPS)],
  });
  await agent.generate({ prompt: TASK[params.language](params.title), abortSignal: params.abortSignal });
  return set;
}
