import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { courseOwnerOf, readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { chapterHash, madeChapterHashes, replaceChapterQuestions, type StoreOutcome } from "../data/practice-writes";
import { definedTerms, makeOfflineQuestions } from "../offline/question-maker";

/**
 * Makes sure every written chapter of a course has questions for its current text: a chapter
 * without any gets them, a rewritten one gets new ones (its old ones go stale). Questions are made
 * by the offline maker from the chapter text itself, with or without a model key; the course model
 * making them through a tool is a later increment. Runs when a chapter is written (the generation
 * worker's hook, wired in app/_compose) and before the course's practice is read, so a course
 * written before practice existed, or a hook that failed, still gets its questions.
 * `chapterId` narrows it to one chapter. Returns what was stored, by chapter.
 */
export async function syncCoursePractice(
  db: Database,
  ownerId: string,
  courseId: string,
  chapterId?: string,
): Promise<Map<string, StoreOutcome>> {
  const [course, chapters, made] = await Promise.all([
    readOwnedCourse(db, ownerId, courseId),
    courseChapters(db, courseId),
    madeChapterHashes(db, ownerId, courseId),
  ]);
  const texts = chapters
    .filter((chapter) => chapter.content)
    .map((chapter) => ({
      chapter,
      text: {
        path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
        title: chapter.title,
        content: chapter.content!,
      },
    }));
  const outcomes = new Map<string, StoreOutcome>();
  const pending = texts.filter(
    ({ chapter, text }) => (chapterId === undefined || chapter.id === chapterId) && !made.get(chapter.id)?.has(chapterHash(text.content)),
  );
  if (pending.length === 0) return outcomes;
  // Each chapter's terms read once: the others' are its distractors of last resort.
  const terms = new Map(texts.map(({ chapter, text }) => [chapter.id, definedTerms(text)]));
  for (const { chapter, text } of pending) {
    const elsewhere = texts.filter((other) => other.chapter.id !== chapter.id).flatMap((other) => terms.get(other.chapter.id) ?? []);
    const drafts = makeOfflineQuestions(course.language, text, elsewhere);
    // Nothing to make and nothing older to retire: no need to lock the course for it.
    if (drafts.length === 0 && !made.has(chapter.id)) continue;
    const outcome = await replaceChapterQuestions(db, {
      ownerId,
      courseId,
      chapterId: chapter.id,
      language: course.language,
      path: text.path,
      content: text.content,
      source: "offline",
      drafts,
    });
    // The offline maker's questions are meant to pass the check: a refusal is a bug to see in the log.
    if (outcome.refused.length > 0) console.warn(`[practice] ${text.path}: ${outcome.refused.length} question(s) refused`, outcome.refused);
    outcomes.set(chapter.id, outcome);
  }
  return outcomes;
}

/** The generation worker's hook: a chapter was just written (or rewritten); make its questions. */
export async function makeWrittenChapterQuestions(db: Database, ids: { courseId: string; chapterId: string }): Promise<void> {
  const ownerId = await courseOwnerOf(db, ids.courseId);
  if (ownerId === null) return; // the course was deleted meanwhile
  await syncCoursePractice(db, ownerId, ids.courseId, ids.chapterId);
}
