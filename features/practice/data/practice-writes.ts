import "server-only";
import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { chapterContent } from "@/lib/course-scope/course-chapters";
import { lockOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { practiceCards, practiceItems } from "@/lib/db/practice-schema";
import type { Locale } from "@/lib/i18n/locales";
import { normalizeStoredText } from "@/lib/stored-text";
import type { PracticeSource } from "../contract";
import { chapterLines, checkCitation } from "../lib/citation-check";
import { practiceItemDraftSchema, type PracticeItemDraft } from "../lib/practice-item-schemas";
import { newCard } from "../lib/review-schedule";
import { newPracticeId, practiceItemNotFound } from "./practice-rows";

/** Which text a question was made from: a rewritten chapter has another hash. */
export function chapterHash(content: string): string {
  return createHash("sha256").update(content).digest("hex");
}

export interface ChapterQuestions {
  ownerId: string;
  courseId: string;
  chapterId: string;
  language: Locale;
  /** The chapter's file path (lib/course-scope/chapter-file-path), the citations' prefix. */
  path: string;
  /** The chapter's text now: what every question is checked against. */
  content: string;
  source: PracticeSource;
  drafts: readonly PracticeItemDraft[];
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
}

function checkDraft(draft: PracticeItemDraft, lines: readonly string[]): string | null {
  const parsed = practiceItemDraftSchema.safeParse(draft);
  if (!parsed.success) return `not a valid question: ${parsed.error.issues[0]?.message ?? "invalid"}`;
  const check = checkCitation(parsed.data, lines);
  return check.ok ? null : check.reason;
}

const clean = (text: string) => normalizeStoredText(text);

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
    const reason = checkDraft(draft, lines);
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
    const [made] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(practiceItems)
      // Deleted ones count (the learner removed them; they are not made again), stale ones do not.
      .where(
        and(ofChapter, eq(practiceItems.chapterHash, hash), eq(practiceItems.source, input.source), ne(practiceItems.status, "stale")),
      );
    if ((made?.count ?? 0) > 0) return { stored: 0, staled: staled.length, refused, alreadyMade: true, outdated: false };
    if (accepted.length === 0) return { stored: 0, staled: staled.length, refused, alreadyMade: false, outdated: false };
    const rows = accepted.map((draft) => ({
      id: newPracticeId("pi"),
      ownerId: input.ownerId,
      courseId: input.courseId,
      chapterId: input.chapterId,
      kind: draft.kind,
      language: input.language,
      prompt: clean(draft.prompt),
      options:
        draft.options?.map((option) => ({
          text: clean(option.text),
          misconception: option.misconception && clean(option.misconception),
        })) ?? null,
      answer: clean(draft.answer),
      accepted: draft.accepted.map(clean),
      keyPoints: draft.keyPoints.map(clean),
      citedPath: input.path,
      lineStart: draft.lineStart,
      lineEnd: draft.lineEnd,
      chapterHash: hash,
      status: "active",
      source: input.source,
    }));
    await tx.insert(practiceItems).values(rows);
    await tx.insert(practiceCards).values(rows.map((row) => ({ itemId: row.id, ownerId: input.ownerId, ...newCard(now) })));
    return { stored: rows.length, staled: staled.length, refused, alreadyMade: false, outdated: false };
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
