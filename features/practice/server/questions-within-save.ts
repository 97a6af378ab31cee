import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import type { Transaction } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { storeQuestionsWithinSave } from "../data/questions-within-save";
import type { StoreOutcome } from "../data/practice-writes";
import { readChapter } from "../offline/chapter-terms";
import { definedTerms, offlineQuestionsFrom } from "../offline/question-maker";

/** The chapter being saved, as the courses feature's save hands it over (app/_compose maps it). */
export interface ChapterBeingSaved {
  ownerId: string;
  courseId: string;
  chapterId: string;
  language: Locale;
  moduleIndex: number;
  position: number;
  title: string;
  content: string;
  /** The chapter had a text before this one (a rewrite). */
  rewritten: boolean;
}

/**
 * With the offline model, a chapter's questions are made and stored inside the transaction that
 * saves its text (the course locked by it): the text and its questions commit together, a rewrite's
 * older questions go stale in the same breath, and no question can belong to a text that was never
 * the chapter's. The chapter is read once (its lines serve the maker and the check); the course's
 * other chapters are read only when its own terms leave a choice question short of distractors.
 * The course model makes them after the save instead (makeWrittenChapterQuestions): a model call
 * never runs inside a transaction.
 */
export async function makeQuestionsWithinSave(tx: Transaction, chapter: ChapterBeingSaved): Promise<StoreOutcome> {
  const text = {
    path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
    title: chapter.title,
    content: chapter.content,
  };
  const material = readChapter(text.content);
  let made = offlineQuestionsFrom(chapter.language, text, material, null);
  if (made.needsElsewhere) {
    const others = (await courseChapters(tx, chapter.courseId)).filter((other) => other.id !== chapter.chapterId && other.content);
    const elsewhere = others.flatMap((other) =>
      definedTerms({ path: chapterFilePath(other.moduleIndex, other.position, other.title), title: other.title, content: other.content! }),
    );
    made = offlineQuestionsFrom(chapter.language, text, material, elsewhere);
  }
  const outcome = await storeQuestionsWithinSave(tx, {
    ownerId: chapter.ownerId,
    courseId: chapter.courseId,
    chapterId: chapter.chapterId,
    language: chapter.language,
    path: text.path,
    content: text.content,
    lines: material.lines,
    rewritten: chapter.rewritten,
    drafts: made.drafts,
  });
  // The offline maker's questions are meant to pass the check: a refusal is a bug to see in the log.
  if (outcome.refused.length > 0) console.warn(`[practice] ${text.path}: ${outcome.refused.length} question(s) refused`, outcome.refused);
  return outcome;
}
