import "server-only";
import type { ChapterWritten } from "@/features/courses/server/generation-worker";
import { makeWrittenChapterQuestions } from "@/features/practice/server/practice-sync";

/**
 * Where the courses and practice features meet: once the chapter writer has saved a chapter (or
 * its rewrite), the practice feature makes the chapter's questions from its text, and a rewritten
 * chapter's old questions go stale. Neither feature imports the other.
 */
export function afterChapterWritten({ db, courseId, chapterId }: ChapterWritten): Promise<void> {
  return makeWrittenChapterQuestions(db, { courseId, chapterId });
}
