import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { isAppError, publicMessage } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { tool, type UIToolInvocation } from "ai";
import { recordPracticeAnswerInputSchema, recordPracticeAnswerOutputSchema } from "../lib/tutor-tool-schemas";
import { answerAndConfidence } from "../lib/quiz-answer";
import type { PracticeAccess, QuizTurn } from "./practice-tool-context";

/**
 * Records the learner's answer to a question asked in this conversation, graded by the practice
 * service like any attempt. The answer is the learner's latest message, never text the model
 * passes: a model cannot answer for the learner, and so cannot earn a milestone for them. Every
 * refusal is in the request's locale (`locale`): a tutor may say it to the learner as it is.
 */
export function createRecordPracticeAnswerTool(access: PracticeAccess, turn: QuizTurn, locale: Locale) {
  const refuse = REFUSALS[locale];
  return tool({
    description:
      "Record and grade the learner's reply (their latest message) to a question from askPracticeQuestion. Then tell them the result, what was missing and the right answer, as the output says.",
    inputSchema: cachedSchema(recordPracticeAnswerInputSchema),
    outputSchema: cachedSchema(recordPracticeAnswerOutputSchema),
    execute: async ({ itemId, confidence }) => {
      if (!turn.askedItemIds.has(itemId)) {
        return { ok: false as const, error: refuse.notAsked(itemId) };
      }
      if (turn.recorded) return { ok: false as const, error: refuse.recorded };
      const reply = answerAndConfidence(turn.learnerText);
      if (!reply.answer && reply.confidence === null && !turn.learnerText.trim()) {
        return { ok: false as const, error: refuse.noReply };
      }
      try {
        turn.recorded = true;
        const graded = await access.answer(itemId, { answer: reply.answer, confidence: reply.confidence ?? confidence });
        return {
          ok: true as const,
          correct: graded.correct,
          answer: reply.answer,
          feedback: graded.feedback,
          ...(graded.missingPoints ? { missingPoints: graded.missingPoints } : {}),
          ...(graded.misconception ? { misconception: graded.misconception } : {}),
          expected: graded.expected,
          citation: graded.citation,
          nextDue: graded.nextDue,
          counted: graded.reviewed,
        };
      } catch (error) {
        turn.recorded = false;
        if (isAppError(error) && error.status < 500) return { ok: false as const, error: publicMessage(error, locale) };
        throw error;
      }
    },
  });
}

const REFUSALS: Record<Locale, { notAsked: (itemId: string) => string; recorded: string; noReply: string }> = {
  en: {
    notAsked: (itemId) => `Question ${itemId} was not asked in this conversation, so no answer to it can be recorded: ask it first.`,
    recorded: "Your reply is already recorded; the next one will be recorded when you send it.",
    noReply: "There is no reply to record yet: answer the question first.",
  },
  zh: {
    notAsked: (itemId) => `题目 ${itemId} 没有在这次对话里问过，所以无法记录对它的回答：请先提出这道题。`,
    recorded: "你的回答已经记录了；下一条回答会在你发送后记录。",
    noReply: "还没有可以记录的回答：请先回答这道题。",
  },
};

export type RecordPracticeAnswerUIInvocation = UIToolInvocation<ReturnType<typeof createRecordPracticeAnswerTool>>;
