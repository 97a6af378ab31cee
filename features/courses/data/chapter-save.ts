import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { saveFirstText } from "./first-text-save";
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

/** Where a chapter being written sits, known before its text is saved (its claim and its request). */
export interface ChapterPlace {
  courseId: string;
  language: Locale;
  moduleIndex: number;
  position: number;
  title: string;
}

/**
 * The saved chapter's row inside the statement that saves a first text: `from` is a one-row
 * relation (none when nothing was saved) and the others its columns, for what is written with it.
 */
export interface SavedChapterRow {
  from: SQL;
  chapterId: SQL;
  courseId: SQL;
  ownerId: SQL;
}

/**
 * What is written in the same statement as a chapter's first text, made before it from that text:
 * data-modifying WITH items (`name as (insert … select … from ${saved.from} …)`, comma-separated),
 * which write only when the text is saved. Null when there is nothing to write. Quick computing and
 * reads only (never a model call): it runs holding the course's write lock, with `db` the handle to
 * read through (on PostgreSQL the lock's transaction), and what it reads of the course stays true
 * until the statement commits. Its failure, or its statement's, costs the text nothing.
 */
export type FirstTextWrites = (
  db: Database,
  chapter: ChapterPlace & { chapterId: string; content: string },
  saved: SavedChapterRow,
) => Promise<SQL | null>;

/**
 * Runs inside the transaction that saves a chapter's text, with the course row locked: whatever it
 * writes commits with the text or not at all, so it always belongs to the text it was made from.
 * Database work and quick computing only (never a model call): the transaction holds the course.
 * `withFirstText`, when the hook has it, does the same for a chapter's first text in the save's one
 * statement (no transaction to open and commit): the hook then runs for rewrites only.
 */
export type ChapterSaveHook = ((tx: Transaction, saved: SavedChapter) => Promise<void>) & { withFirstText?: FirstTextWrites };

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
 * Given where the chapter sits (`place`) and a hook with `withFirstText`, a first text is saved with
 * its writes in one statement instead (saveFirstText). The worker gives no place for a rewrite (its
 * claim says the chapter had a text); given one, the statement finds the text and the transaction decides.
 */
export async function saveWrittenChapter(
  db: Database,
  options: { chapterId: string; workerId: string; content: string; within?: ChapterSaveHook; place?: ChapterPlace },
): Promise<ChapterSaveOutcome> {
  const { within, place } = options;
  if (!within) return (await completeChapter(db, options)) ? { saved: true, within: "none" } : { saved: false };
  if (within.withFirstText && place) {
    const first = await saveFirstText(db, { ...options, place, writes: within.withFirstText });
    // Not saved: not a first text this worker holds at that place (a rewrite, a lost claim): the transaction decides.
    if (first) return first;
  }
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
 * The course row is locked first (FOR UPDATE, found through the chapter), then the chapter's row is
 * updated: the order every course-scoped writer takes them in, the first-text save and the course
 * write lock included. Updating the chapter first deadlocked on PostgreSQL against a first text
 * saved for the same chapter at the same instant (a claim that expired and was taken again): that
 * save holds the course and waits for the chapter's row, which this one held while it waited for the course.
 */
async function saveLocked(tx: Transaction, options: { chapterId: string; workerId: string; content: string }) {
  await tx
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(chapters, eq(chapters.courseId, courses.id))
    .where(eq(chapters.id, options.chapterId))
    .for("update", { of: courses });
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
  return { ...row, language: localeOr(row.language), content: options.content };
}
