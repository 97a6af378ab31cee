import { tool } from "ai";
import { startCourseInputSchema, startCourseOutputSchema } from "../lib/chat-schemas";
import { cachedSchema } from "@/lib/ai/cached-schema";

export function startCourseHref(goal: string): string {
  return `/create?goal=${encodeURIComponent(goal)}`;
}

/** Offers the learner a button into the interview that designs a course for this goal. */
export const startCourseTool = tool({
  description:
    "When the learner wants to learn a new subject systematically, offer to design a personal course for it. Pass the goal in the learner's words.",
  inputSchema: cachedSchema(startCourseInputSchema),
  outputSchema: cachedSchema(startCourseOutputSchema),
  execute: async ({ goal }) => ({ goal, href: startCourseHref(goal) }),
});
