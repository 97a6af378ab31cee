import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import { type ChapterRequestBlock } from "../contract";
import { courseOutlineSchema, learnerProfileSchema } from "@/lib/course-outline";
import type { Database } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";
import { GenerationError } from "../lib/generation-failures";

/**
 * Everything the chapter writer is told about one chapter, read from the
 * database. jsonb columns and text enums are validated here: a row that does
 * not match what the app writes fails this chapter with a clear reason instead
 * of reaching the model as garbage.
 */
const courseRowSchema = z.object({
  goal: z.string().min(1),
  language: localeSchema,
  profile: learnerProfileSchema,
  outline: courseOutlineSchema,
});

const chapterRowSchema = z.object({
  id: z.string(),
  moduleTitle: z.string().min(1),
  title: z.string().min(1),
  objective: z.string().min(1),
  snippet: z.string().nullable(),
  minutes: z.number().int().positive(),
  rewriteReason: z.string().nullable(),
});

/** Null when the chapter or its course no longer exists (deleted while queued). */
export async function loadChapterRequest(db: Database, chapterId: string): Promise<ChapterRequestBlock | null> {
  const [found] = await db
    .select({
      courseId: chapters.courseId,
      goal: courses.goal,
      language: courses.language,
      profile: courses.profile,
      outline: courses.outline,
    })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(chapters.id, chapterId));
  if (!found) return null;
  const course = courseRowSchema.safeParse(found);
  if (!course.success) throw new GenerationError("invalid_data", course.error);

  // Outline order, for the chapter's number and its neighbours.
  const siblings = await db
    .select({
      id: chapters.id,
      moduleTitle: chapters.moduleTitle,
      title: chapters.title,
      objective: chapters.objective,
      snippet: chapters.snippet,
      minutes: chapters.minutes,
      rewriteReason: chapters.rewriteReason,
    })
    .from(chapters)
    .where(eq(chapters.courseId, found.courseId))
    .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
  const index = siblings.findIndex((row) => row.id === chapterId);
  const chapter = chapterRowSchema.safeParse(siblings[index]);
  if (!chapter.success) throw new GenerationError("invalid_data", chapter.error);

  const { language, profile, outline, goal } = course.data;
  return {
    language,
    topic: profile.topic ?? goal,
    learnerWords: goal,
    courseTitle: outline.title,
    difficulty: outline.difficulty,
    profile: {
      goal: profile.goal,
      background: profile.background,
      targetOutcome: profile.targetOutcome,
      cognitiveStyle: profile.cognitiveStyle,
    },
    statedLevel: profile.statedLevel ?? null,
    moduleTitle: chapter.data.moduleTitle,
    chapterNumber: index + 1,
    chapterCount: siblings.length,
    title: chapter.data.title,
    objective: chapter.data.objective,
    snippet: chapter.data.snippet,
    minutes: chapter.data.minutes,
    previousTitle: siblings[index - 1]?.title ?? null,
    nextTitle: siblings[index + 1]?.title ?? null,
    rewriteReason: chapter.data.rewriteReason,
  };
}
