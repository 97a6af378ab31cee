import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import type { SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { questionsWithFirstText, type SavedRowInStatement } from "../data/questions-with-first-text";
import { storeQuestionsWithinSave } from "../data/questions-within-save";
import { takenPrompts } from "../data/course-prompts";
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
  const { path, material, drafts } = await offlineDrafts(tx, chapter);
  const outcome = await storeQuestionsWithinSave(tx, {
    ownerId: chapter.ownerId,
    courseId: chapter.courseId,
    chapterId: chapter.chapterId,
    language: chapter.language,
    path,
    content: chapter.content,
    lines: material.lines,
    rewritten: chapter.rewritten,
    drafts,
  });
  warnRefused(path, outcome.refused);
  return outcome;
}

/**
 * A chapter's first text with the offline model: its questions are made from the text before it is
 * saved, and written in the statement that saves it (the courses feature's one-statement save of a
 * first text): the same questions, checks and guarantees as makeQuestionsWithinSave. The save runs
 * this and its statement holding the course's write lock, so what the course asks (read here) is
 * what it asks when they are stored: two chapters saved at the same instant never pick the same
 * question. Null when no question passes the check (the text is saved alone).
 */
export async function makeQuestionsWithFirstText(
  db: Database,
  chapter: Omit<ChapterBeingSaved, "ownerId" | "rewritten">,
  saved: SavedRowInStatement,
): Promise<SQL | null> {
  const { path, material, drafts, spares, taken } = await offlineDrafts(db, chapter);
  const { writes, refused } = questionsWithFirstText(
    { language: chapter.language, path, content: chapter.content, lines: material.lines, drafts, spares, taken },
    saved,
  );
  warnRefused(path, refused);
  return writes;
}

/**
 * The offline maker's drafts for the chapter, its lines read once (they serve the maker and the check),
 * made to ask what the course's other chapters do not ask yet (`taken`, read here under the course's
 * lock: the save's transaction's for a rewrite, its write lock for a first text).
 */
async function offlineDrafts(db: Database | Transaction, chapter: Omit<ChapterBeingSaved, "ownerId" | "rewritten">) {
  const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
  const text = { path, title: chapter.title, content: chapter.content };
  const material = readChapter(text.content);
  const taken = await takenPrompts(db, { courseId: chapter.courseId, chapterId: chapter.chapterId });
  let made = offlineQuestionsFrom(chapter.language, text, material, null, taken);
  if (made.needsElsewhere) {
    const others = (await courseChapters(db, chapter.courseId)).filter((other) => other.id !== chapter.chapterId && other.content);
    const elsewhere = others.flatMap((other) =>
      definedTerms({ path: chapterFilePath(other.moduleIndex, other.position, other.title), title: other.title, content: other.content! }),
    );
    made = offlineQuestionsFrom(chapter.language, text, material, elsewhere, taken);
  }
  return { path, material, drafts: made.drafts, spares: made.spares, taken };
}

// The offline maker's questions are meant to pass the check: a refusal is a bug to see in the log.
function warnRefused(path: string, refused: StoreOutcome["refused"]) {
  if (refused.length > 0) console.warn(`[practice] ${path}: ${refused.length} question(s) refused`, refused);
}
