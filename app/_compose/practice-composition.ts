import "server-only";
import type { ChapterWritten } from "@/features/courses/server/generation-worker";
import { makeWrittenChapterQuestions } from "@/features/practice/server/practice-sync";
import { modelRegistry } from "@/lib/ai/model-settings";
import { turnModel } from "@/lib/ai/turn-model";

/**
 * Where the courses and practice features meet: once the chapter writer has saved a chapter (or
 * its rewrite), the practice feature makes the chapter's questions, and a rewritten chapter's old
 * questions go stale. With a model key the course model makes them through its tool (the offline
 * maker is its fallback); with none, the offline maker makes them from the chapter text itself.
 * Neither feature imports the other.
 */
export async function afterChapterWritten({ db, courseId, chapterId }: ChapterWritten): Promise<void> {
  const model = modelRegistry().info("course").offline ? undefined : turnModel("course");
  await makeWrittenChapterQuestions(db, { courseId, chapterId }, { model });
}
