import { z } from "zod";

/**
 * The four learner dimensions: what the interview fills, what the
 * curriculum designer and the chapter writer read. Shared domain data, like the
 * course outline, so it lives here rather than in either feature.
 */
export const profileFieldSchema = z.enum(["goal", "background", "targetOutcome", "cognitiveStyle"]);
export type ProfileField = z.infer<typeof profileFieldSchema>;
export const PROFILE_FIELDS: readonly ProfileField[] = profileFieldSchema.options;

/** What a dimension holds once the learner skipped it. */
export const SKIPPED = "(skipped)";

/** Known answers per dimension; null when unknown, SKIPPED when the learner skipped it. */
export const profileRecordSchema = z.object({
  goal: z.string().nullable(),
  background: z.string().nullable(),
  targetOutcome: z.string().nullable(),
  cognitiveStyle: z.string().nullable(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;
