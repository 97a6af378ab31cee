import { z } from "zod";
import { storedText } from "@/lib/stored-text";

/**
 * What the chapter writer hands to saveChapter. The bounds keep a model's
 * one-line "done!" from counting as a chapter and a runaway answer from
 * filling the database; the offline model writes 1,500-6,000 characters.
 */
export const CHAPTER_MARKDOWN_MIN = 200;
export const CHAPTER_MARKDOWN_MAX = 40_000;

export const saveChapterInputSchema = z.object({
  markdown: storedText({ min: CHAPTER_MARKDOWN_MIN, max: CHAPTER_MARKDOWN_MAX, multiline: true }).describe(
    "The whole chapter as GitHub-flavoured markdown, starting with a '# ' title heading.",
  ),
});
export type SaveChapterInput = z.infer<typeof saveChapterInputSchema>;

export const saveChapterOutputSchema = z.union([
  z.object({ saved: z.literal(true) }),
  z.object({ saved: z.literal(false), error: z.string() }),
]);
export type SaveChapterOutput = z.infer<typeof saveChapterOutputSchema>;
