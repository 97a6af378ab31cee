/**
 * The courses feature's contract: the chapter writer agent, its tool and its
 * prompt block with their zod schemas. The agent and prompt render them; the
 * offline chapter writer in ./offline reads them back.
 *
 * Prompt block (`<tag>{json}</tag>`, see lib/ai/prompt-blocks.ts):
 *   chapter-request   chapter writer task   ChapterRequestBlock
 */
import { z } from "zod";
import { difficultySchema } from "@/lib/course-outline";
import { localeSchema } from "@/lib/i18n/locale";
import { profileRecordSchema } from "@/lib/learner-profile-fields";

export const AGENT = {
  chapterWriter: "nexusnote-chapter-writer",
} as const;

export const TOOL = {
  saveChapter: "saveChapter",
} as const;

export const BLOCK = {
  chapterRequest: "chapter-request",
} as const;

/** Everything the chapter writer needs to write one chapter of a confirmed course. */
export const chapterRequestBlockSchema = z.object({
  language: localeSchema,
  /** The course's subject (the learner's goal as they put it). */
  topic: z.string(),
  courseTitle: z.string(),
  difficulty: difficultySchema,
  profile: profileRecordSchema,
  moduleTitle: z.string(),
  /** 1-based, across the whole course. */
  chapterNumber: z.number().int(),
  chapterCount: z.number().int(),
  title: z.string(),
  objective: z.string(),
  snippet: z.string().nullable(),
  minutes: z.number(),
  /** Neighbours in outline order, so the chapter links into the course; null at either end. */
  previousTitle: z.string().nullable(),
  nextTitle: z.string().nullable(),
  /** The learner's reason when they asked for this chapter to be rewritten ("too easy", "more examples"). */
  rewriteReason: z.string().nullable(),
});
export type ChapterRequestBlock = z.infer<typeof chapterRequestBlockSchema>;
