import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { tool, type UIToolInvocation } from "ai";
import { makeQuestionFromLinesInputSchema, makeQuestionFromLinesOutputSchema } from "../lib/tutor-tool-schemas";
import type { MadeQuestion } from "./practice-tool-context";

/**
 * "Make questions from these lines" in the workspace: the practice service makes a question from the
 * chapter lines the learner selected (as the editor's "Make a question" does), checks it against
 * them and keeps it as the learner's own; or says why it could not.
 */
export function createMakeQuestionFromLinesTool(
  make: NonNullable<(request: { path: string; lineStart: number; lineEnd: number }) => Promise<MadeQuestion>>,
) {
  return tool({
    description:
      "Make a practice question from chapter lines the learner selected (their path and line range) and keep it as theirs. Use it when they ask for questions from the lines they selected; tell them the question and the lines it cites, or why none could be made. Never write the question yourself. The question is then asked in this conversation: the learner may answer it here (record their reply with recordPracticeAnswer and its itemId), or ask to be quizzed on it (askPracticeQuestion with its itemId).",
    inputSchema: cachedSchema(makeQuestionFromLinesInputSchema),
    outputSchema: cachedSchema(makeQuestionFromLinesOutputSchema),
    execute: async (request) => {
      const made = await make(request);
      if (!made.ok) return made;
      const { id, kind, prompt, options, citation } = made.question;
      return { ok: true as const, question: { itemId: id, kind, prompt, options, citation } };
    },
  });
}

export type MakeQuestionFromLinesUIInvocation = UIToolInvocation<ReturnType<typeof createMakeQuestionFromLinesTool>>;
