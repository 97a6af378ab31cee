import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";

/** A chapter as the features built on a course read it (the courses feature writes them). */
export interface CourseChapter {
  id: string;
  title: string;
  moduleTitle: string;
  moduleIndex: number;
  position: number;
  content: string | null;
  status: string;
  updatedAt: Date;
}

/**
 * A course's chapters in course order. The caller has checked the course is the owner's
 * (requireOwnedCourse / readOwnedCourse): chapters have no owner column of their own.
 */
export async function courseChapters(db: Database | Transaction, courseId: string): Promise<CourseChapter[]> {
  return db
    .select({
      id: chapters.id,
      title: chapters.title,
      moduleTitle: chapters.moduleTitle,
      moduleIndex: chapters.moduleIndex,
      position: chapters.position,
      content: chapters.content,
      status: chapters.status,
      updatedAt: chapters.updatedAt,
    })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
}

/**
 * One chapter's text now (null when it has none or is gone), read inside the caller's transaction:
 * a feature that derived something from a text read earlier checks it is still the chapter's.
 * The caller has checked the course is the owner's.
 */
export async function chapterContent(db: Database | Transaction, courseId: string, chapterId: string): Promise<string | null> {
  const [row] = await db
    .select({ content: chapters.content })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.courseId, courseId)))
    .limit(1);
  return row?.content ?? null;
}
