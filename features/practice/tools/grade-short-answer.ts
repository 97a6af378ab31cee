import "server-only";
import { tool, type UIToolInvocation } from "ai";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { gradeShortAnswerInputSchema, gradeShortAnswerOutputSchema, type GradeShortAnswerInput } from "../lib/verify-grade";

/**
 * The grader's one tool: the model's verdict per key point, with the learner's words it rests on.
 * It only records the claims (`onGrade`); what they are worth is decided without the model
 * (lib/verify-grade.ts).
 */
export function createGradeShortAnswerTool(onGrade: (claims: GradeShortAnswerInput) => void) {
  return tool({
    description:
      "Record your grade of the learner's answer: for every key point of the rubric, whether the answer makes it, quoting the learner's own words exactly.",
    inputSchema: cachedSchema(gradeShortAnswerInputSchema),
    outputSchema: cachedSchema(gradeShortAnswerOutputSchema),
    execute: async (claims) => {
      onGrade(claims);
      return { recorded: true };
    },
  });
}

export type GradeShortAnswerUIInvocation = UIToolInvocation<ReturnType<typeof createGradeShortAnswerTool>>;
