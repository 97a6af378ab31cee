import "server-only";
import type { Database } from "@/lib/db/client";
import { courseChapters, type CourseChapter } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse, type OwnedCourse } from "@/lib/course-scope/owned-course";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";

/**
 * The course a workspace belongs to, asked of lib/course-scope (the workspace never reads the
 * courses tables itself). Every workspace query starts here, so another owner's course and an
 * unknown one are the same 404.
 */
export type WorkspaceCourse = OwnedCourse;

export function requireWorkspaceCourse(db: Database, ownerId: string, courseId: string): Promise<WorkspaceCourse> {
  return readOwnedCourse(db, ownerId, courseId);
}

/** A chapter as the workspace shows it: the course's chapter at its virtual file path. */
export interface ChapterFile extends CourseChapter {
  path: string;
}

/** Chapters as read-only virtual files, in course order. */
export async function chapterFiles(db: Database, courseId: string): Promise<ChapterFile[]> {
  return (await courseChapters(db, courseId)).map((chapter) => ({
    path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
    ...chapter,
  }));
}
