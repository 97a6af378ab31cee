import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { askPracticeQuestionInputSchema, askPracticeQuestionOutputSchema } from "../lib/tutor-tool-schemas";
import type { PracticeAccess } from "./practice-tool-context";

/** Draws a stored question (no answer key) for the tutor to ask; the question is the practice feature's, checked when it was made. */
export function createAskPracticeQuestionTool(access: PracticeAccess) {
  return tool({
    description:
      "Get one of the course's stored practice questions to quiz the learner with (the most overdue first, or of a chapter you name). Ask it exactly as given, with its options, and ask how sure they are (1–4) before they see the answer. Never invent quiz questions of your own.",
    inputSchema: cachedSchema(askPracticeQuestionInputSchema),
    outputSchema: cachedSchema(askPracticeQuestionOutputSchema),
    execute: async ({ chapter }) => {
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
      const { id, kind, prompt, options, citation } = question;
      return { ok: true as const, question: { itemId: id, kind, prompt, options, citation } };
    },
  });
}

export type AskPracticeQuestionUIInvocation = UIToolInvocation<ReturnType<typeof createAskPracticeQuestionTool>>;
