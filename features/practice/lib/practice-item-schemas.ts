import { z } from "zod";
import { practiceKindSchema } from "../contract";

/**
 * A question as it is made (by the offline maker now, by the course model's tool later) and stored.
 * The jsonb columns are read back through these schemas, never trusted as typed.
 */

export const choiceOptionSchema = z.object({
  text: z.string().min(1).max(300),
  /** What picking this option reveals ("confuses X with Y"); null on the right option. */
  misconception: z.string().max(500).nullable(),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

export const choiceOptionsSchema = z.array(choiceOptionSchema).min(2).max(6);
export const acceptedAnswersSchema = z.array(z.string().max(200)).max(10);
export const keyPointsSchema = z.array(z.string().min(1).max(400)).max(6);

export const practiceItemDraftSchema = z.object({
  kind: practiceKindSchema,
  prompt: z.string().min(1).max(1000),
  options: choiceOptionsSchema.nullable(),
  /** The right option's text, the blanked term, or a short answer's model answer. */
  answer: z.string().min(1).max(1000),
  accepted: acceptedAnswersSchema,
  keyPoints: keyPointsSchema,
  /** 1-based, inclusive: the chapter lines the answer rests on. */
  lineStart: z.number().int().min(1),
  lineEnd: z.number().int().min(1),
});
export type PracticeItemDraft = z.infer<typeof practiceItemDraftSchema>;
