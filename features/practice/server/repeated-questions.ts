import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { chapterContent, courseChapters } from "@/lib/course-scope/course-chapters";
import { courseOwnerOf, lockOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { takenPrompts } from "../data/course-prompts";
import { chapterHash } from "../data/practice-writes";
import { chapterPrompts, repeatedOfChapter, replaceUnansweredQuestion } from "../data/repeated-questions";
import { draftProblem } from "../lib/question-set";
import { readChapter } from "../offline/chapter-terms";
import { promptKey } from "../offline/fresh-questions";
import { offlineQuestionsFrom } from "../offline/question-maker";

/**
 * After a chapter's offline questions are saved: a question another chapter of the course asks too,
 * word for word, is replaced by one of the chapter's own the course does not ask yet. Each chapter's
 * questions are made from what the course asked when its text was ready, and the statement that
 * saves them skips what the course asks by then (data/questions-with-first-text); two chapters saved
 * at the very same moment (PostgreSQL runs them side by side) still cannot see each other's. The
 * repair runs with the course locked and changes a question in place (same row, unanswered), so the
 * chapter keeps its count and kinds: a question with no fresh one of its kind stays as it is. Returns how many changed.
 */
export async function replaceRepeatedQuestions(db: Database, ids: { courseId: string; chapterId: string }): Promise<number> {
  const ownerId = await courseOwnerOf(db, ids.courseId);
  if (ownerId === null) return 0; // the course was deleted meanwhile
  const owned = { ownerId, ...ids };
  return db.transaction(async (tx) => {
    const { language } = await lockOwnedCourse(tx, ownerId, ids.courseId);
    const content = await chapterContent(tx, ids.courseId, ids.chapterId);
    if (!content) return 0;
    const repeated = await repeatedOfChapter(tx, owned, chapterHash(content));
    if (repeated.length === 0) return 0;
    const chapter = (await courseChapters(tx, ids.courseId)).find((other) => other.id === ids.chapterId);
    if (!chapter) return 0;
    const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
    const material = readChapter(content);
    const taken = await takenPrompts(tx, owned);
    const made = offlineQuestionsFrom(language, { path, title: chapter.title, content }, material, null, taken);
    const asked = new Set([...taken.keys(), ...(await chapterPrompts(tx, ids.chapterId)).map(promptKey)]);
    const fresh = [...made.drafts, ...made.spares].filter(
      (draft) => !asked.has(promptKey(draft.prompt)) && draftProblem(draft, material.lines) === null,
    );
    let changed = 0;
    for (const row of repeated) {
      // Of the same kind, so the chapter keeps its kinds; none left of it, and the question stays.
      const replacement = fresh.find((draft) => draft.kind === row.kind);
      if (!replacement) continue;
      fresh.splice(fresh.indexOf(replacement), 1);
      await replaceUnansweredQuestion(tx, row.id, replacement);
      changed += 1;
    }
    return changed;
  });
}
