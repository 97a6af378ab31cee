import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { QuestionSet } from "../lib/question-set";
import { chapterHash, insertQuestions, questionRow, type QuestionsChapter, type StoreOutcome } from "./practice-writes";

/** `content` is the text being saved. */
export interface QuestionsWithinSave extends QuestionsChapter {
  /** The text's lines as the maker split them (lib/citation-check chapterLines). */
  lines: readonly string[];
  /**
   * The chapter had a text before this one. Questions are only ever made from a chapter's text, so
   * its first text has none to retire and none already made: the first statement is not needed.
   */
  rewritten: boolean;
  /** The offline maker's drafts: each is checked here, and only what passes is stored. */
  drafts: readonly PracticeItemDraft[];
  now?: Date;
}

/**
 * The offline maker's questions stored inside the transaction that saves the chapter's text (the
 * caller holds the course's lock, as replaceChapterQuestions takes it): they commit with that text
 * or not at all, so they are always of the text they were made from. What replaceChapterQuestions
 * does for an offline set, in two statements (one for a chapter's first text): the questions of an
 * older text go stale while this text's are counted (a text that already has its questions is left
 * alone), then the questions that pass the check are stored with their FSRS cards.
 */
export async function storeQuestionsWithinSave(tx: Transaction, input: QuestionsWithinSave): Promise<StoreOutcome> {
  const hash = chapterHash(input.content);
  // The store's check, once per draft: valid, supported by the lines it cites, not asked twice.
  const set = new QuestionSet<"offline">(input.lines);
  const refused: StoreOutcome["refused"] = [];
  for (const draft of input.drafts) {
    const reason = set.offer(draft, "offline");
    if (reason) refused.push({ prompt: String(draft.prompt).slice(0, 200), reason });
  }
  const counts = input.rewritten ? await retireOlderTexts(tx, input, hash) : { staled: 0, made: 0 };
  const outcome = { stored: 0, staled: counts.staled, refused, alreadyMade: false, outdated: false, replaced: 0 };
  if (counts.made > 0) return { ...outcome, alreadyMade: true };
  if (set.kept.length === 0) return outcome;
  const rows = set.kept.map(({ draft }) => questionRow(input, draft, hash, "offline"));
  await insertQuestions(tx, rows, input.now ?? new Date());
  return { ...outcome, stored: rows.length };
}

/** One statement: an older text's questions go stale, and this text's already made are counted. */
async function retireOlderTexts(tx: Transaction, input: QuestionsWithinSave, hash: string) {
  const ofChapter = and(eq(practiceItems.ownerId, input.ownerId), eq(practiceItems.chapterId, input.chapterId));
  const staled = tx.$with("staled").as(
    tx
      .update(practiceItems)
      .set({ status: "stale", updatedAt: sql`now()` })
      .where(and(ofChapter, eq(practiceItems.status, "active"), ne(practiceItems.chapterHash, hash)))
      .returning({ id: practiceItems.id }),
  );
  // Both read the rows as they were before the statement; the two sets cannot meet (another hash, this one).
  // Deleted ones count as made (the learner removed them; they are not made again), stale ones and the learner's own do not.
  const made = tx
    .select({ count: sql<number>`count(*)::int` })
    .from(practiceItems)
    .where(and(ofChapter, eq(practiceItems.chapterHash, hash), ne(practiceItems.source, "learner"), ne(practiceItems.status, "stale")));
  const [counts] = await tx
    .with(staled)
    .select({ staled: sql<number>`count(*)::int`, made: sql<number>`(${made})` })
    .from(staled);
  return { staled: Number(counts?.staled ?? 0), made: Number(counts?.made ?? 0) };
}
