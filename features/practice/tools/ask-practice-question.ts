import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import type { PracticeQuestion } from "../contract";
import { askPracticeQuestionInputSchema, askPracticeQuestionOutputSchema } from "../lib/tutor-tool-schemas";
import type { PracticeAccess, QuizTurn } from "./practice-tool-context";

/** Draws a stored question (no answer key) for the tutor to ask; the question is the practice feature's, checked when it was made. */
export function createAskPracticeQuestionTool(access: PracticeAccess, turn: QuizTurn) {
  return tool({
    description:
      "Get one of the course's stored practice questions to quiz the learner with (the most overdue first, or of a chapter you name, or — by its itemId — one made or asked in this conversation). Ask it exactly as given, with its options, and ask how sure they are (1–4) before they see the answer. Never invent quiz questions of your own.",
    inputSchema: cachedSchema(askPracticeQuestionInputSchema),
    outputSchema: cachedSchema(askPracticeQuestionOutputSchema),
    execute: async ({ chapter, itemId }) => {
      if (itemId !== undefined) {
        // Only a question this conversation made or asked: a model cannot pick another learner's, nor any by guessing.
        const again = turn.askedItemIds.has(itemId) ? await access.questionById?.(itemId) : null;
        if (!again) {
          return {
            ok: false as const,
            error: `${itemId} is not a question made or asked in this conversation (or it was deleted or went stale). Call askPracticeQuestion without an itemId for another; do not make one up.`,
          };
        }
        return { ok: true as const, question: quizQuestion(again) };
      }
      const question = await access.nextQuestion(chapter);
      if (!question && access.hasCourses && !(await access.hasCourses())) {
        return {
          ok: false as const,
          noCourses: true,
          error:
            "The learner has no courses yet, so there are no practice questions at all. Say so and suggest creating a course (type what they want to learn on the home page or at /create); do not make a question up.",
        };
      }
      if (!question && chapter?.trim()) {
        return {
          ok: false as const,
          error: `No stored practice question is about “${chapter.trim()}”. Say so, and offer a question on another chapter; do not make one up.`,
        };
      }
      if (!question) {
        return {
          ok: false as const,
          error: "This course has no practice questions yet (its chapters are still being written). Say so; do not make one up.",
        };
      }
      return { ok: true as const, question: quizQuestion(question) };
    },
  });
}

function quizQuestion({ id, kind, prompt, options, citation }: PracticeQuestion) {
  return { itemId: id, kind, prompt, options, citation };
}

export type AskPracticeQuestionUIInvocation = UIToolInvocation<ReturnType<typeof createAskPracticeQuestionTool>>;
