import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { completeChapter, heldBy, savedChapterColumns } from "./generation-queue";

/** A chapter whose text was just saved, as what runs inside its save's transaction sees it. */
export interface SavedChapter {
  chapterId: string;
  courseId: string;
  /** The course's owner and language, read under the course's lock. */
  ownerId: string;
  language: Locale;
  moduleIndex: number;
  position: number;
  title: string;
  /** The text as saved (the title heading and any stand-in note included). */
  content: string;
  /** The chapter had a text before this one (a rewrite); false for its first. */
  rewritten: boolean;
}

/**
 * Runs inside the transaction that saves a chapter's text, with the course row locked: whatever it
 * writes commits with the text or not at all, so it always belongs to the text it was made from.
 * Database work and quick computing only (never a model call): the transaction holds the course.
 */
export type ChapterSaveHook = (tx: Transaction, saved: SavedChapter) => Promise<void>;

export type ChapterSaveOutcome =
  | { saved: false }
  /** `within`: the hook committed with the text, failed (the text was then saved without it), or there was none. */
  | { saved: true; within: "committed" | "none" }
  | { saved: true; within: "failed"; error: unknown };

const NO_ERROR = Symbol("no error");

/**
 * Saves a written chapter (completeChapter: only while this worker holds the claim) and, when a
 * hook is given, runs it in the same transaction. The course row is locked before the chapter row,
 * the order every course-scoped writer takes them in (lib/course-scope lockOwnedCourse). A failing
 * hook costs the chapter nothing: the transaction is rolled back and the text saved on its own.
 */
export async function saveWrittenChapter(
  db: Database,
  options: { chapterId: string; workerId: string; content: string; within?: ChapterSaveHook },
): Promise<ChapterSaveOutcome> {
  const { within } = options;
  if (!within) return (await completeChapter(db, options)) ? { saved: true, within: "none" } : { saved: false };
  let hookError: unknown = NO_ERROR;
  try {
    return await db.transaction(async (tx): Promise<ChapterSaveOutcome> => {
      const saved = await saveLocked(tx, options);
      if (!saved) return { saved: false };
      try {
        await within(tx, saved);
      } catch (error) {
        hookError = error;
        throw error;
      }
      return { saved: true, within: "committed" };
    });
  } catch (error) {
    if (hookError === NO_ERROR) throw error;
    return (await completeChapter(db, options)) ? { saved: true, within: "failed", error: hookError } : { saved: false };
  }
}

/**
 * completeChapter's update, reading in the same statement what the hook is told: the course's owner
 * and language, and whether the chapter had a text before (the WITH reads the row as it was).
 * A rewrite then locks the course, so that what the hook writes is serialised with the course's other
 * writers; a first text needs no lock (nothing of it can have been read before it commits). The chapter
 * row is updated before the course is locked: no writer holding the course waits for a chapter row's
 * update lock (their foreign keys take the key-share lock, which does not conflict with it).
 */
async function saveLocked(tx: Transaction, options: { chapterId: string; workerId: string; content: string }) {
  const previous = tx.$with("previous").as(
    tx
      .select({ hadText: sql<boolean>`${chapters.content} is not null`.as("had_text") })
      .from(chapters)
      .where(eq(chapters.id, options.chapterId)),
  );
  const [row] = await tx
    .with(previous)
    .update(chapters)
    .set(savedChapterColumns(options.content))
    .from(courses)
    .where(and(heldBy(options.chapterId, options.workerId), eq(courses.id, chapters.courseId)))
    .returning({
      chapterId: chapters.id,
      courseId: chapters.courseId,
      ownerId: courses.ownerId,
      language: courses.language,
      moduleIndex: chapters.moduleIndex,
      position: chapters.position,
      title: chapters.title,
      rewritten: sql<boolean>`(select had_text from ${previous})`,
    });
  if (!row) return null;
  if (row.rewritten) await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, row.courseId)).for("update");
  return { ...row, language: localeOr(row.language), content: options.content };
}
