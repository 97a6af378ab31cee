import "server-only";
import { tool, type UIToolInvocation } from "ai";
import { cachedSchema } from "@/lib/ai/cached-schema";
import {
  draftOf,
  submitQuestionsInputSchema,
  submitQuestionsOutputSchema,
  type SubmitQuestionsOutput,
} from "../lib/model-question-schemas";
import { MIN_QUESTIONS, type QuestionSet } from "../lib/question-set";

export interface SubmitQuestionsContext {
  /** The chapter's file path: the citations' prefix. */
  path: string;
  /** Where the kept questions go: each is checked against the chapter's lines as it is offered. */
  set: QuestionSet<"generated">;
}

/**
 * The course model's one tool for a chapter's questions. Each question is checked against the
 * chapter's numbered lines as it arrives (lib/question-set): one whose citation does not exist or
 * does not support its answer, or whose wrong option names no misconception, is refused with the
 * reason and never stored. Kept questions add up across calls, so a second call only has to bring
 * what the first one lacked.
 */
export function createSubmitPracticeQuestionsTool(context: SubmitQuestionsContext) {
  return tool({
    description: `Submit the chapter's practice questions (at least ${MIN_QUESTIONS}, of all three kinds: choice, cloze, short), each citing the chapter lines its answer rests on. Questions the cited lines do not support are refused.`,
    inputSchema: cachedSchema(submitQuestionsInputSchema),
    outputSchema: cachedSchema(submitQuestionsOutputSchema),
    execute: async ({ questions }): Promise<SubmitQuestionsOutput> => {
      const refused: SubmitQuestionsOutput["refused"] = [];
      questions.forEach((question, index) => {
        const made = draftOf(question, context.path);
        const reason = "reason" in made ? made.reason : context.set.offer(made.draft, "generated");
        if (reason) refused.push({ index, reason });
      });
      const { set } = context;
      const done = set.complete();
      const kept = set.kept.length;
      return {
        kept,
        refused,
        done,
        message: done
          ? "All kept: nothing more is needed. Stop here."
          : `Not complete yet: submit ${set.needs()}, fixing what was refused (cite lines that contain the answer).`,
      };
    },
  });
}

export type SubmitPracticeQuestionsUIInvocation = UIToolInvocation<ReturnType<typeof createSubmitPracticeQuestionsTool>>;
