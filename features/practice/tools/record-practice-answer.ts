import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { isAppError } from "@/lib/errors";
import { tool, type UIToolInvocation } from "ai";
import { recordPracticeAnswerInputSchema, recordPracticeAnswerOutputSchema } from "../lib/tutor-tool-schemas";
import { answerAndConfidence } from "../lib/quiz-answer";
import type { PracticeAccess, QuizTurn } from "./practice-tool-context";

/**
 * Records the learner's answer to a question asked in this conversation, graded by the practice
 * service like any attempt. The answer is the learner's latest message, never text the model
 * passes: a model cannot answer for the learner, and so cannot earn a milestone for them.
 */
export function createRecordPracticeAnswerTool(access: PracticeAccess, turn: QuizTurn) {
  return tool({
    description:
      "Record and grade the learner's reply (their latest message) to a question from askPracticeQuestion. Then tell them the result, what was missing and the right answer, as the output says.",
    inputSchema: cachedSchema(recordPracticeAnswerInputSchema),
    outputSchema: cachedSchema(recordPracticeAnswerOutputSchema),
    execute: async ({ itemId, confidence }) => {
      if (!turn.askedItemIds.has(itemId)) {
        return { ok: false as const, error: `${itemId} was not asked in this conversation: ask it with askPracticeQuestion first.` };
      }
      if (turn.recorded) return { ok: false as const, error: "The learner's reply is already recorded; wait for their next one." };
      const reply = answerAndConfidence(turn.learnerText);
      if (!reply.answer && reply.confidence === null && !turn.learnerText.trim()) {
        return { ok: false as const, error: "The learner has not replied yet: ask the question and wait for their answer." };
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
        if (isAppError(error) && error.status < 500) return { ok: false as const, error: error.message };
        throw error;
      }
    },
  });
}

export type RecordPracticeAnswerUIInvocation = UIToolInvocation<ReturnType<typeof createRecordPracticeAnswerTool>>;
