import "server-only";
import { and, eq } from "drizzle-orm";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import type { Database } from "@/lib/db/client";
import { practiceClaims } from "@/lib/db/practice-schema";
import { AppError } from "@/lib/errors";

/**
 * "I already know this", per chapter (issue 24 item 4): the learner's own claim, kept and shown as
 * theirs. Nothing here is evidence: the mastery rule reads attempts only, so a claim never earns a
 * chapter, a module or a milestone.
 */

export function chapterNotFound(): AppError {
  return new AppError("not_found", {
    en: "This chapter does not exist in this course, or the course belongs to another browser.",
    zh: "这门课程里没有这一章，或者这门课程属于另一个浏览器。",
  });
}

/** The chapters of the course the owner claims to know already. The caller has checked the course is the owner's. */
export async function claimedChapters(db: Database, ownerId: string, courseId: string): Promise<Set<string>> {
  const rows = await db
    .select({ chapterId: practiceClaims.chapterId })
    .from(practiceClaims)
    .where(and(eq(practiceClaims.ownerId, ownerId), eq(practiceClaims.courseId, courseId)));
  return new Set(rows.map((row) => row.chapterId));
}

/** Records (or withdraws) the claim on one of the course's chapters; a chapter of another course is a 404. Idempotent. */
export async function setClaim(db: Database, ownerId: string, courseId: string, chapterId: string, claimed: boolean): Promise<void> {
  const chapters = await courseChapters(db, courseId);
  if (!chapters.some((chapter) => chapter.id === chapterId)) throw chapterNotFound();
  if (claimed) {
    await db.insert(practiceClaims).values({ ownerId, courseId, chapterId }).onConflictDoNothing();
  } else {
    await db.delete(practiceClaims).where(and(eq(practiceClaims.ownerId, ownerId), eq(practiceClaims.chapterId, chapterId)));
  }
}
