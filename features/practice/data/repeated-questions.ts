import "server-only";
import { and, eq, ne, notExists, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { draftColumns } from "./practice-writes";

/**
 * The chapter's offline questions another chapter of its course asks too, word for word: what two
 * chapters saved at the same moment can both have picked (each made its questions before the other's
 * were there to see). The caller holds the course's lock, so two chapters never repair the same pair
 * at once: the second to lock finds the first's repair. Only unanswered questions of the chapter's current text.
 */
export async function repeatedOfChapter(tx: Transaction, ids: { ownerId: string; courseId: string; chapterId: string }, hash: string) {
  const other = sql`"other"`;
  return tx
    .select({ id: practiceItems.id, kind: practiceItems.kind, prompt: practiceItems.prompt })
    .from(practiceItems)
    .where(
      and(
        eq(practiceItems.chapterId, ids.chapterId),
        eq(practiceItems.status, "active"),
        eq(practiceItems.source, "offline"),
        eq(practiceItems.chapterHash, hash),
        sql`exists (select 1 from ${practiceItems} as ${other} where ${other}.owner_id = ${ids.ownerId} and ${other}.course_id = ${ids.courseId} and ${other}.chapter_id <> ${ids.chapterId} and ${other}.status = 'active' and ${other}.prompt = ${practiceItems.prompt})`,
        notExists(tx.select({ id: practiceAttempts.id }).from(practiceAttempts).where(eq(practiceAttempts.itemId, practiceItems.id))),
      ),
    );
}

/** The question becomes `draft` in place: the same row and card (never answered), another question. */
export async function replaceUnansweredQuestion(tx: Transaction, id: string, draft: PracticeItemDraft): Promise<void> {
  await tx
    .update(practiceItems)
    .set({ ...draftColumns(draft), updatedAt: sql`now()` })
    .where(and(eq(practiceItems.id, id), ne(practiceItems.status, "stale")));
}

/** The prompts the chapter asks now (its active questions): a replacement asks none of them. */
export async function chapterPrompts(tx: Transaction, chapterId: string): Promise<string[]> {
  const rows = await tx
    .select({ prompt: practiceItems.prompt })
    .from(practiceItems)
    .where(and(eq(practiceItems.chapterId, chapterId), eq(practiceItems.status, "active")));
  return rows.map((row) => row.prompt);
}
