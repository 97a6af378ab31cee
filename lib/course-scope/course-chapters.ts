import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
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
export async function courseChapters(db: Database, courseId: string): Promise<CourseChapter[]> {
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
