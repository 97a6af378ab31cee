import "server-only";
import { isStepCount, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import type { Locale } from "@/lib/i18n/locales";
import { quoteText, WRITING } from "@/lib/i18n/writing";
import { PRACTICE_AGENT, PRACTICE_MODEL_TOOL } from "../contract";
import { chapterLines } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { SelectionSet } from "../lib/selection-set";
import { chapterLinesBlock } from "../prompts/question-writer-prompt";
import { buildSelectionQuestionInstructions } from "../prompts/selection-question-prompt";
import { createSubmitPracticeQuestionsTool } from "../tools/submit-practice-questions";

/** One try plus one retry (with what was refused), as the chapter's question writer gets. */
const MAX_STEPS = 2;

const TASK: Record<Locale, (title: string, start: number, end: number) => string> = {
  en: (title, start, end) => `Write one practice question on lines ${start}-${end} of the chapter ${quoteText(title, WRITING.en)}.`,
  zh: (title, start, end) => `就${quoteText(title, WRITING.zh)}这一章的第 ${start}-${end} 行出一道练习题。`,
};

export interface SelectionWriterParams {
  model: LanguageModel;
  language: Locale;
  /** The chapter's file path (chapters/…md), its title and its text now. */
  path: string;
  title: string;
  content: string;
  /** The selected lines, 1-based and inclusive. */
  lineStart: number;
  lineEnd: number;
  abortSignal?: AbortSignal;
}

/**
 * The course model makes the question for a learner's selection through the chapter writer's tool
 * (tools/submit-practice-questions), so it passes the same schema and citation check, and must
 * cite within the selection (lib/selection-set). Returns the checked draft, or null when the model
 * kept nothing after its retry; model failures are thrown. Either way the caller falls back to the
 * offline maker: nothing refused leaves here.
 */
export async function writeSelectionQuestion(params: SelectionWriterParams): Promise<PracticeItemDraft | null> {
  const lines = chapterLines(params.content);
  const set = new SelectionSet(lines, params.lineStart, params.lineEnd);
  const block = chapterLinesBlock(params.path, params.title, lines);
  const agent = new ToolLoopAgent({
    id: PRACTICE_AGENT.selectionWriter,
    telemetry: NO_TELEMETRY,
    providerOptions: agentProviderOptions(PRACTICE_AGENT.selectionWriter, { singleCallTools: [PRACTICE_MODEL_TOOL.submitQuestions] }),
    model: params.model,
    instructions: buildSelectionQuestionInstructions(params.language, block, params.lineStart, params.lineEnd),
    tools: { [PRACTICE_MODEL_TOOL.submitQuestions]: createSubmitPracticeQuestionsTool({ path: params.path, set }) },
    toolChoice: { type: "tool", toolName: PRACTICE_MODEL_TOOL.submitQuestions },
    stopWhen: [() => set.complete(), isStepCount(MAX_STEPS)],
  });
  await agent.generate({ prompt: TASK[params.language](params.title, params.lineStart, params.lineEnd), abortSignal: params.abortSignal });
  return set.kept[0]?.draft ?? null;
}
