import "server-only";
import { tool, type UIToolInvocation } from "ai";
import { z } from "zod";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { practiceItemDraftSchema, type PracticeItemDraft } from "../lib/practice-item-schemas";

export const POSE_PROBLEM_TOOL = "posePracticeProblem";

export const posePracticeProblemInputSchema = practiceItemDraftSchema.extend({
  chapter: z.string().max(300).describe("The chapter file the answer rests on: chapters/NN-NN-….md"),
  accepted: z.array(z.string().max(200)).max(10).default([]).describe("Other spellings of the answer that appear in the cited lines"),
  keyPoints: z.array(z.string().min(1).max(400)).max(6).default([]).describe("Short answers: the key points an answer must make"),
  options: practiceItemDraftSchema.shape.options
    .default(null)
    .describe("Multiple choice: the options, each wrong one naming its misconception"),
});

export const posePracticeProblemOutputSchema = z.union([
  z.object({ ok: z.literal(true), itemId: z.string(), citation: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** What the tool stores through (the practice service, bound to the owner's course by the composition). */
export type PoseProblem = (
  chapter: string,
  draft: PracticeItemDraft,
) => Promise<{ ok: true; itemId: string; citation: string } | { ok: false; reason: string }>;

/**
 * Guided mode (issue 26): a problem the tutor poses is stored first as a practice question with its
 * answer key, checked against the chapter lines it cites, so its ladder, the guard and the learner's
 * attempts work on it like on any stored question. The answer never comes back in the output.
 */
export function createPosePracticeProblemTool(pose: PoseProblem) {
  return tool({
    description:
      "Before you pose a problem of your own, store it here with its answer key and the chapter lines it rests on (the server checks them). Then ask it exactly as stored, without the answer. Use askPracticeQuestion for the course's stored questions.",
    inputSchema: cachedSchema(posePracticeProblemInputSchema),
    outputSchema: cachedSchema(posePracticeProblemOutputSchema),
    execute: async ({ chapter, ...draft }) => {
      const stored = await pose(chapter, draft);
      return stored.ok
        ? { ok: true as const, itemId: stored.itemId, citation: stored.citation }
        : { ok: false as const, error: `Not stored: ${stored.reason}. Fix it and try again, or ask one of the stored questions.` };
    },
  });
}

export type PosePracticeProblemUIInvocation = UIToolInvocation<ReturnType<typeof createPosePracticeProblemTool>>;
