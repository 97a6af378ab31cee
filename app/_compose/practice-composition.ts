import "server-only";
import type { ChapterSaveHook, FirstTextWrites, SavedChapter } from "@/features/courses/data/chapter-save";
import type { ChapterWritten } from "@/features/courses/server/generation-worker";
import { makeWrittenChapterQuestions } from "@/features/practice/server/practice-sync";
import { makeQuestionsWithFirstText, makeQuestionsWithinSave } from "@/features/practice/server/questions-within-save";
import { modelRegistry } from "@/lib/ai/model-settings";
import type { Transaction } from "@/lib/db/client";
import { turnModel } from "@/lib/ai/turn-model";

/**
 * Where the courses and practice features meet: as the chapter writer saves a chapter (or its
 * rewrite), the practice feature makes the chapter's questions, and a rewritten chapter's old
 * questions go stale. With no model key, the offline maker makes them from the chapter text itself
 * with the text (withinChapterSave: a first text's in the one statement that saves it, a rewrite's in
 * the save's transaction): text and questions commit together. With one,
 * the course model makes them through its tool once the text is saved (afterChapterWritten; the
 * offline maker is its fallback), since a model call never runs inside a transaction.
 * Neither feature imports the other.
 */
const courseModelIsOffline = () => modelRegistry().info("course").offline;

/** A chapter's first text: its questions are written in the one statement that saves it. */
const withFirstText: FirstTextWrites = async (db, chapter, saved) =>
  courseModelIsOffline() ? makeQuestionsWithFirstText(db, chapter, saved) : null;

/** A rewrite (or a first text saved without its place): its questions are written in the save's transaction. */
const withinTransaction = async (tx: Transaction, saved: SavedChapter) => {
  if (!courseModelIsOffline()) return;
  await makeQuestionsWithinSave(tx, saved);
};

export const withinChapterSave: ChapterSaveHook = Object.assign(withinTransaction, { withFirstText });

export async function afterChapterWritten({ db, courseId, chapterId, savedWithin }: ChapterWritten): Promise<void> {
  const offline = courseModelIsOffline();
  // Made with the text already, unless that failed: then here. (A chapter the setting's change between
  // the two left without any gets them when its course's practice is next read: syncCoursePractice.)
  if (offline && savedWithin) return;
  await makeWrittenChapterQuestions(db, { courseId, chapterId }, { model: offline ? undefined : turnModel("course") });
}
