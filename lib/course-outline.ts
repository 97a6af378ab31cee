import { z } from "zod";
import { storedText } from "./stored-text";

/**
 * The course outline: what the curriculum designer produces in the interview
 * and what the courses feature stores, edits and writes chapters for. It is
 * shared domain data, so it lives here rather than in either feature.
 */
// Every string here is stored (jsonb and the chapter rows), so it goes through storedText.
const shortText = (max: number, multiline = false) => storedText({ max, min: 1, multiline });

export const difficultySchema = z.enum(["beginner", "intermediate", "advanced"]);
export type Difficulty = z.infer<typeof difficultySchema>;

export const outlineChapterSchema = z.object({
  title: shortText(140),
  objective: shortText(300).describe("One line: what the learner can do after this chapter."),
  snippet: storedText({ max: 400 }).optional().describe("A sentence on what the chapter covers."),
  minutes: z.number().int().min(5).max(600),
});
export type OutlineChapter = z.infer<typeof outlineChapterSchema>;

export const outlineModuleSchema = z.object({
  title: shortText(140),
  chapters: z.array(outlineChapterSchema).min(1).max(8),
});
export type OutlineModule = z.infer<typeof outlineModuleSchema>;

export const courseOutlineSchema = z.object({
  title: shortText(140),
  description: shortText(600, true),
  difficulty: difficultySchema,
  estimatedMinutes: z.number().int().min(15).max(20_000),
  designRationale: shortText(1200, true).describe("Why the course is shaped this way for this learner."),
  modules: z.array(outlineModuleSchema).min(2).max(8),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

export { totalMinutes } from "./outline-minutes";

/** A stored profile field holds this much; a learner's longer answer is cut at a grapheme boundary. */
export const PROFILE_FIELD_MAX = 2000;
const profileField = () => storedText({ max: PROFILE_FIELD_MAX, multiline: true, clip: true }).nullable();

/** The learner profile an outline was designed for (the interview's four dimensions). */
export const learnerProfileSchema = z.object({
  topic: profileField(),
  goal: profileField(),
  background: profileField(),
  targetOutcome: profileField(),
  cognitiveStyle: profileField(),
  /** The level the learner stated in their own words ("new to", "从零"), when they stated one. */
  statedLevel: difficultySchema.nullable().optional(),
  /** The level the interview's placement check showed, when one was taken. */
  checkedLevel: difficultySchema.nullable().optional(),
  /** What the placement check showed, in a sentence (the outline's rationale says the same). */
  placement: storedText({ max: 600, multiline: true, clip: true }).nullable().optional(),
});
export type StoredLearnerProfile = z.infer<typeof learnerProfileSchema>;
