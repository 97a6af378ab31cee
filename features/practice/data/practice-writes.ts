import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { chapterContent } from "@/lib/course-scope/course-chapters";
import { lockOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database, Transaction } from "@/lib/db/client";
import { insertRowsAsJson } from "@/lib/db/json-rows";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeStoredText } from "@/lib/stored-text";
import type { PracticeSource } from "../contract";
import { chapterLines } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { draftProblem } from "../lib/question-set";
import { newCard } from "../lib/review-schedule";
import { newPracticeId, practiceItemNotFound } from "./practice-rows";

/** Which text a question was made from: a rewritten chapter has another hash. */
export function chapterHash(content: string): string {
  return createHash("sha256").update(content).digest("hex");
}

/**
 * The chapter every question write names (a set, the set made within a save, a learner's own): whose
 * course, which chapter, in which language, where it lives and the text its questions are checked
 * against (its text now, or the text being saved).
 */
export interface QuestionsChapter {
  ownerId: string;
  courseId: string;
  chapterId: string;
  language: Locale;
  /** The chapter's file path (lib/course-scope/chapter-file-path), the citations' prefix. */
  path: string;
  /** The chapter's text: what every question is checked against. */
  content: string;
}

export interface ChapterQuestions extends QuestionsChapter {
  /** What made the set: "generated" replaces an offline set of the same text no one has answered yet. */
  source: PracticeSource;
  /** Each draft's own source, when the set is mixed (the offline maker topped up the model's). */
  drafts: readonly (PracticeItemDraft & { source?: PracticeSource })[];
  now?: Date;
}

export interface StoreOutcome {
  stored: number;
  /** Questions an older text of the chapter had, now stale. */
  staled: number;
  /** Questions the check refused, with why (never stored). */
  refused: { prompt: string; reason: string }[];
  /** This text already had its questions (another request or process made them first). */
  alreadyMade: boolean;
  /** The chapter's text changed after it was read: nothing was done (the newer text's turn does it). */
  outdated: boolean;
  /** Offline questions of this text, never answered, that the model's set replaced. */
  replaced?: number;
}

const clean = (text: string) => normalizeStoredText(text);

/** A checked draft's own columns as stored (every text normalised): shared by each way a question is made. */
export function draftColumns(draft: PracticeItemDraft) {
  return {
    kind: draft.kind,
    prompt: clean(draft.prompt),
    options:
      draft.options?.map((option) => ({
        text: clean(option.text),
        misconception: option.misconception && clean(option.misconception),
      })) ?? null,
    answer: clean(draft.answer),
    accepted: draft.accepted.map(clean),
    keyPoints: draft.keyPoints.map(clean),
    lineStart: draft.lineStart,
    lineEnd: draft.lineEnd,
  };
}

/** Where a chapter's questions belong: the owner, course and chapter, its language and file path. */
type ChapterPlace = Pick<ChapterQuestions, "ownerId" | "courseId" | "chapterId" | "language" | "path">;

/** A checked draft as an active question row of the chapter text `hash`: shared by each way a chapter's set is stored. */
export function questionRow(place: ChapterPlace, draft: PracticeItemDraft, hash: string, source: PracticeSource) {
  return {
    id: newPracticeId("pi"),
    ownerId: place.ownerId,
    courseId: place.courseId,
    chapterId: place.chapterId,
    ...draftColumns(draft),
    language: place.language,
    citedPath: place.path,
    chapterHash: hash,
    status: "active",
    source,
  } satisfies typeof practiceItems.$inferInsert;
}

/** New questions, each with its new FSRS card (due `now`), in one statement whose rows are one parameter (lib/db/json-rows). */
export async function insertQuestions(tx: Transaction, rows: readonly (typeof practiceItems.$inferInsert)[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const card = newCard(now);
  await tx.execute(
    insertRowsAsJson(
      practiceItems,
      rows.map((row) => ({ ...row, ...card })),
    ),
  );
}

/** Which of `ids` have been answered (a set the learner has answered is never replaced). */
async function answeredIds(tx: Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ itemId: practiceAttempts.itemId })
    .from(practiceAttempts)
    .where(inArray(practiceAttempts.itemId, ids));
  return new Set(rows.map((row) => row.itemId));
}

/**
 * Makes the chapter's questions those of its current text: the questions of an older text go stale
 * (kept with their attempts, never asked again), then each new question is checked against the
 * lines it cites and stored with a new FSRS card, or refused. Serialised per course (the course row
 * is locked), a text that already has its questions is left alone, so two writers make one set, and
 * a text that is no longer the chapter's (rewritten since it was read) changes nothing.
 */
export async function replaceChapterQuestions(db: Database, input: ChapterQuestions): Promise<StoreOutcome> {
  const hash = chapterHash(input.content);
  const lines = chapterLines(input.content);
  const now = input.now ?? new Date();
  const refused: StoreOutcome["refused"] = [];
  const accepted = input.drafts.filter((draft) => {
    const reason = draftProblem(draft, lines);
    if (reason) refused.push({ prompt: String(draft.prompt).slice(0, 200), reason });
    return reason === null;
  });
  return db.transaction(async (tx) => {
    await lockOwnedCourse(tx, input.ownerId, input.courseId);
    const current = await chapterContent(tx, input.courseId, input.chapterId);
    if (current === null || chapterHash(current) !== hash) return { stored: 0, staled: 0, refused, alreadyMade: false, outdated: true };
    const ofChapter = and(eq(practiceItems.ownerId, input.ownerId), eq(practiceItems.chapterId, input.chapterId));
    const staled = await tx
      .update(practiceItems)
      .set({ status: "stale", updatedAt: sql`now()` })
      .where(and(ofChapter, eq(practiceItems.status, "active"), ne(practiceItems.chapterHash, hash)))
      .returning({ id: practiceItems.id });
    const made = await tx
      .select({ id: practiceItems.id, source: practiceItems.source })
      .from(practiceItems)
      // Deleted ones count (the learner removed them; they are not made again), stale ones and the learner's own do not.
      .where(and(ofChapter, eq(practiceItems.chapterHash, hash), ne(practiceItems.source, "learner"), ne(practiceItems.status, "stale")));
    // The course model's set replaces the offline one the practice page made while the model was still at work, unless it was answered.
    const answered = await answeredIds(
      tx,
      made.map((row) => row.id),
    );
    const upgrade =
      input.source === "generated" && made.length > 0 && made.every((row) => row.source === "offline" && !answered.has(row.id));
    if (made.length > 0 && !upgrade) return { stored: 0, staled: staled.length, refused, alreadyMade: true, outdated: false };
    if (accepted.length === 0) return { stored: 0, staled: staled.length, refused, alreadyMade: false, outdated: false };
    if (upgrade)
      await tx.delete(practiceItems).where(
        inArray(
          practiceItems.id,
          made.map((row) => row.id),
        ),
      );
    const rows = accepted.map((draft) => questionRow(input, draft, hash, draft.source ?? input.source));
    await insertQuestions(tx, rows, now);
    return {
      stored: rows.length,
      staled: staled.length,
      refused,
      alreadyMade: false,
      outdated: false,
      replaced: upgrade ? made.length : 0,
    };
  });
}

/** For each chapter, the texts it has questions made from (stale ones aside): a chapter whose text is not among them needs its questions made. */
export async function madeChapterHashes(db: Database, ownerId: string, courseId: string): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectDistinct({ chapterId: practiceItems.chapterId, chapterHash: practiceItems.chapterHash })
    .from(practiceItems)
    .where(and(eq(practiceItems.ownerId, ownerId), eq(practiceItems.courseId, courseId), ne(practiceItems.status, "stale")));
  const hashes = new Map<string, Set<string>>();
  for (const row of rows) hashes.set(row.chapterId, (hashes.get(row.chapterId) ?? new Set()).add(row.chapterHash));
  return hashes;
}

/**
 * The learner deletes a question (it was wrong, or not worth asking): it is never asked again nor
 * made again for this text, its attempts stay but are no longer evidence (lib/mastery-rule).
 * Another browser's question, or an unknown one, is a 404; deleting twice is no error.
 */
export async function deleteQuestion(db: Database, ownerId: string, itemId: string): Promise<void> {
  const rows = await db
    .update(practiceItems)
    .set({ status: "deleted", updatedAt: sql`now()` })
    .where(and(eq(practiceItems.id, itemId), eq(practiceItems.ownerId, ownerId)))
    .returning({ id: practiceItems.id });
  if (rows.length === 0) throw practiceItemNotFound();
}
