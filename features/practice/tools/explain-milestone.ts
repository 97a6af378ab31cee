import "server-only";
import { cachedSchema } from "@/lib/ai/cached-schema";
import type { Locale } from "@/lib/i18n/locales";
import { tool, type UIToolInvocation } from "ai";
import { milestoneExplanation } from "../lib/milestone-explain";
import { explainMilestoneInputSchema, explainMilestoneOutputSchema } from "../lib/tutor-tool-schemas";
import type { PracticeAccess } from "./practice-tool-context";

/**
 * "Mark milestone 2 as done": a milestone is earned with evidence, never ticked on request. The tool
 * says the rule, what is still missing for that milestone (the mastery service) and offers a quiz,
 * in the request's locale; it ticks nothing.
 */
export function createExplainMilestoneTool(milestones: NonNullable<PracticeAccess["milestones"]>, locale: Locale) {
  return tool({
    description:
      "When the learner asks you to tick, mark or complete a milestone: get the evidence rule and what is still missing for it (chapters short of correct answers). Say it as given and offer to quiz them; never tick a milestone, and never call setMilestone for such a request.",
    inputSchema: cachedSchema(explainMilestoneInputSchema),
    outputSchema: cachedSchema(explainMilestoneOutputSchema),
    execute: async ({ milestone }) => {
      const courses = await milestones();
      return { ok: true as const, text: milestoneExplanation(milestone, courses, locale) };
    },
  });
}

export type ExplainMilestoneUIInvocation = UIToolInvocation<ReturnType<typeof createExplainMilestoneTool>>;
