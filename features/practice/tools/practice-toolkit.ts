import "server-only";
import type { UIMessage } from "ai";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { PRACTICE_TOOL } from "../contract-constants";
import { buildQuizInstructions } from "../prompts/quiz-instructions";
import { createAskPracticeQuestionTool } from "./ask-practice-question";
import type { PracticeAccess, QuizTurn } from "./practice-tool-context";
import { createRecordPracticeAnswerTool } from "./record-practice-answer";
import { createMakeQuestionFromLinesTool } from "./make-question-from-lines";
import { createExplainMilestoneTool } from "./explain-milestone";

type HistoryMessage = Pick<UIMessage, "role" | "parts">;

/** The questions this conversation asked: askPracticeQuestion's and makeQuestionFromLines's outputs, as the stored history keeps them. */
const ASKING_TOOLS = new Set([`tool-${PRACTICE_TOOL.askQuestion}`, `tool-${PRACTICE_TOOL.makeFromLines}`]);

function askedItemIds(history: readonly HistoryMessage[]): Set<string> {
  const ids = new Set<string>();
  for (const message of history) {
    if (message.role !== "assistant") continue;
    for (const part of message.parts) {
      if (!ASKING_TOOLS.has(part.type) || !("output" in part)) continue;
      const output = part.output as { ok?: unknown; question?: { itemId?: unknown } } | undefined;
      if (output?.ok === true && typeof output.question?.itemId === "string") ids.add(output.question.itemId);
    }
  }
  return ids;
}

function learnerText(history: readonly HistoryMessage[]): string {
  const last = history.findLast((message) => message.role === "user");
  return (last?.parts ?? []).map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

/**
 * The practice feature's part of one tutor turn (for whichever tutor offers it): draw a stored
 * question, record the learner's reply through the practice service. Before the model runs, the
 * turn learns the learner's latest words and the questions asked in earlier turns: a reply is
 * recorded only for a question the learner has seen, and only their own words are the answer.
 * `locale`: the request's UI locale, which the tools' refusals are said in.
 */
export function createPracticeToolkit(access: PracticeAccess, locale: Locale = DEFAULT_LOCALE) {
  const turn: QuizTurn = { learnerText: "", askedItemIds: new Set(), recorded: false };
  return {
    tools: {
      [PRACTICE_TOOL.askQuestion]: createAskPracticeQuestionTool(access, turn),
      [PRACTICE_TOOL.recordAnswer]: createRecordPracticeAnswerTool(access, turn, locale),
      ...(access.makeFromLines ? { [PRACTICE_TOOL.makeFromLines]: createMakeQuestionFromLinesTool(access.makeFromLines) } : {}),
      ...(access.milestones ? { [PRACTICE_TOOL.explainMilestone]: createExplainMilestoneTool(access.milestones, locale) } : {}),
    },
    instructions: ({ language }: { language: Parameters<typeof buildQuizInstructions>[0] }) => buildQuizInstructions(language),
    beginTurn: (history: readonly HistoryMessage[]) => {
      turn.learnerText = learnerText(history);
      turn.askedItemIds = askedItemIds(history);
      turn.recorded = false;
    },
  };
}
