import "server-only";
import { z } from "zod";
import { localeSchema } from "@/lib/i18n/locale";
import type { chapters, courses } from "@/lib/db/schema";
import { courseOutlineSchema, learnerProfileSchema, type CourseOutline } from "@/lib/course-outline";
import { AppError } from "@/lib/errors";
import { chapterStatusSchema, courseStatusSchema, type ChapterSummary, type CourseDetail, type CourseSummary } from "../contract";

/**
 * Database rows → API shapes. jsonb comes back as `unknown` in spirit whatever
 * Drizzle's types say: it is parsed with the same schemas that guard writes, so
 * a damaged row fails loudly here instead of reaching a page half-formed.
 */
export type CourseRow = typeof courses.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type ChapterDetail = ChapterSummary & { content: string | null };

const storedCourseSchema = z.object({
  outline: courseOutlineSchema,
  profile: learnerProfileSchema,
  language: localeSchema,
  status: courseStatusSchema,
});

function damaged(what: string, id: string, cause: unknown): AppError {
  return new AppError(
    "internal",
    { en: `This ${what} could not be read. Please try again later.`, zh: `无法读取这个${what}。请稍后再试。` },
    {
      cause: new Error(`stored ${what} ${id} does not match its schema`, { cause }),
    },
  );
}

export function parseStoredCourse(row: CourseRow) {
  const parsed = storedCourseSchema.safeParse(row);
  if (!parsed.success) throw damaged("course", row.id, parsed.error);
  return parsed.data;
}

export function outlineChapterCount(outline: CourseOutline): number {
  return outline.modules.reduce((count, module) => count + module.chapters.length, 0);
}

export interface CourseProgressCounts {
  chapterCount: number;
  doneCount: number;
  failedCount: number;
}

export function toCourseSummary(row: CourseRow, counts: CourseProgressCounts): CourseSummary {
  return summaryOf(row, parseStoredCourse(row), counts);
}

function summaryOf(row: CourseRow, stored: ReturnType<typeof parseStoredCourse>, counts: CourseProgressCounts): CourseSummary {
  return {
    id: row.id,
    title: stored.outline.title,
    goal: row.goal,
    language: stored.language,
    status: stored.status,
    difficulty: stored.outline.difficulty,
    estimatedMinutes: stored.outline.estimatedMinutes,
    // A draft has no chapter rows yet: the library still shows how many it will have.
    chapterCount: stored.status === "draft" ? outlineChapterCount(stored.outline) : counts.chapterCount,
    doneCount: counts.doneCount,
    failedCount: counts.failedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChapterSummary(row: ChapterRow): ChapterSummary {
  const status = chapterStatusSchema.safeParse(row.status);
  if (!status.success) throw damaged("chapter", row.id, status.error);
  return {
    id: row.id,
    moduleIndex: row.moduleIndex,
    position: row.position,
    moduleTitle: row.moduleTitle,
    title: row.title,
    objective: row.objective,
    minutes: row.minutes,
    status: status.data,
    attempts: row.attempts,
    lastError: row.lastError,
    rewriteReason: row.rewriteReason,
    hasContent: row.content !== null && row.content !== "",
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function toChapterDetail(row: ChapterRow): ChapterDetail {
  return { ...toChapterSummary(row), content: row.content };
}

/** Chapter rows must already be in reading order (module, then position). */
export function toCourseDetail(row: CourseRow, chapterRows: ChapterRow[]): CourseDetail {
  const chapterList = chapterRows.map(toChapterSummary);
  const stored = parseStoredCourse(row);
  const summary = summaryOf(row, stored, {
    chapterCount: chapterList.length,
    doneCount: chapterList.filter((chapter) => chapter.status === "done").length,
    failedCount: chapterList.filter((chapter) => chapter.status === "failed").length,
  });
  return { ...summary, revision: row.revision, outline: stored.outline, profile: stored.profile, chapters: chapterList };
}
