import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import { AppError, type ErrorText } from "@/lib/errors";
import type { ChapterStatus } from "../contract";
import { newId } from "./course-ids";

const CHINESE_STATUS: Record<ChapterStatus, string> = {
  queued: "「排队中」",
  writing: "「编写中」",
  done: "「已完成」",
  failed: "「失败」",
};
const statusInChinese = (status: string) => CHINESE_STATUS[status as ChapterStatus] ?? status;
import { toChapterDetail, type ChapterDetail, type ChapterRow } from "./course-mappers";

export function chapterNotFound(): AppError {
  return new AppError("not_found", {
    en: "This chapter does not exist, or its course belongs to another browser.",
    zh: "这一章不存在，或者它的课程属于另一个浏览器。",
  });
}

/** A chapter, only through a course the owner has: the course id in the URL must match too. */
async function findChapterRow(db: Database, ownerId: string, courseId: string, chapterId: string): Promise<ChapterRow | null> {
  const [row] = await db
    .select({ chapter: chapters })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(and(eq(chapters.id, chapterId), eq(chapters.courseId, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  return row?.chapter ?? null;
}

export async function getChapter(db: Database, ownerId: string, courseId: string, chapterId: string): Promise<ChapterDetail> {
  const row = await findChapterRow(db, ownerId, courseId, chapterId);
  if (!row) throw chapterNotFound();
  return toChapterDetail(row);
}

/**
 * Puts one chapter back in the queue (status `from` → queued). Its course is
 * generating again from this moment (the status the page shows at once; the
 * workers derive the same from the chapters), with a running job as after a
 * confirm — one at most, the partial unique index sees to that.
 */
async function requeueChapter(
  db: Database,
  ownerId: string,
  ids: { courseId: string; chapterId: string },
  from: ChapterStatus,
  changes: { rewriteReason?: string },
): Promise<ChapterDetail | null> {
  return db.transaction(async (tx) => {
    const owned = tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, ids.courseId), eq(courses.ownerId, ownerId)));
    const [row] = await tx
      .update(chapters)
      .set({
        status: "queued",
        attempts: 0,
        lastError: null,
        claimedBy: null,
        claimedAt: null,
        notBefore: sql`now()`,
        updatedAt: sql`now()`,
        ...changes,
      })
      .where(
        and(
          eq(chapters.id, ids.chapterId),
          eq(chapters.courseId, ids.courseId),
          eq(chapters.status, from),
          inArray(chapters.courseId, owned),
        ),
      )
      .returning();
    if (!row) return null;
    await tx
      .update(courses)
      .set({ status: "generating", updatedAt: sql`now()` })
      .where(and(eq(courses.id, ids.courseId), inArray(courses.status, ["ready", "failed"])));
    await tx
      .insert(generationJobs)
      .values({ id: newId("job"), courseId: ids.courseId, status: "running" })
      .onConflictDoNothing({ target: generationJobs.courseId, where: sql`status = 'running'` });
    return toChapterDetail(row);
  });
}

/** Requeues the chapter or says why not; the route then wakes the worker (data/ never reaches into server/). */
async function requeueOrExplain(
  db: Database,
  ownerId: string,
  ids: { courseId: string; chapterId: string },
  from: ChapterStatus,
  changes: { rewriteReason?: string },
  refusal: (status: string) => ErrorText,
): Promise<ChapterDetail> {
  const requeued = await requeueChapter(db, ownerId, ids, from, changes);
  if (requeued) return requeued;
  const current = await findChapterRow(db, ownerId, ids.courseId, ids.chapterId);
  if (!current) throw chapterNotFound();
  throw new AppError("conflict", refusal(current.status), { details: { chapter: toChapterDetail(current) } });
}

/** A failed chapter gets a fresh set of attempts. */
export function retryChapter(db: Database, ownerId: string, courseId: string, chapterId: string): Promise<ChapterDetail> {
  return requeueOrExplain(db, ownerId, { courseId, chapterId }, "failed", {}, (status) => ({
    en: `Only a failed chapter can be retried; this one is ${status}.`,
    zh: `只有失败的章节才能重试；这一章的状态是${statusInChinese(status)}。`,
  }));
}

/** A written chapter is written again with the learner's reason; its old text stays readable until then. */
export function requestChapterRewrite(
  db: Database,
  ownerId: string,
  courseId: string,
  chapterId: string,
  reason: string,
): Promise<ChapterDetail> {
  return requeueOrExplain(db, ownerId, { courseId, chapterId }, "done", { rewriteReason: reason.trim() }, (status) => ({
    en: `Only a finished chapter can be rewritten; this one is ${status}.`,
    zh: `只有已完成的章节才能重写；这一章的状态是${statusInChinese(status)}。`,
  }));
}

/**
 * Marks a chapter read (now) or unread. Only the course's owner reaches the row (another
 * browser's chapter is a 404); marking it read again keeps the first time it was read.
 */
export async function setChapterRead(
  db: Database,
  ownerId: string,
  ids: { courseId: string; chapterId: string },
  read: boolean,
): Promise<ChapterDetail> {
  const owned = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, ids.courseId), eq(courses.ownerId, ownerId)));
  const [row] = await db
    .update(chapters)
    .set({ readAt: read ? sql`coalesce(${chapters.readAt}, now())` : null })
    .where(and(eq(chapters.id, ids.chapterId), eq(chapters.courseId, ids.courseId), inArray(chapters.courseId, owned)))
    .returning();
  if (!row) throw chapterNotFound();
  return toChapterDetail(row);
}
