import "server-only";
import { and, asc, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceCards, practiceItems } from "@/lib/db/practice-schema";
import type { DueResponse, PracticeListResponse } from "../contract";
import { practiceStatusSchema } from "../contract";
import type { MasteryAttempt } from "../lib/mastery-rule";
import { questionColumns, questionView, readableQuestions } from "./practice-rows";

/** Attempts on the question, as a column of its row. */
const attemptCount = sql<number>`(select count(*)::int from ${practiceAttempts} where ${practiceAttempts.itemId} = ${practiceItems.id})`;

/**
 * The course's questions (not the deleted ones) with their cards, in chapter order (the cited path
 * sorts as the course does: chapters/01-02-…), and the counts a course page shows. The caller has
 * checked the course is the owner's; every row is owner-scoped all the same.
 */
export async function listCoursePractice(db: Database, ownerId: string, courseId: string, now: Date): Promise<PracticeListResponse> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...questionColumns, attempts: attemptCount })
      .from(practiceItems)
      .innerJoin(practiceCards, eq(practiceCards.itemId, practiceItems.id))
      .where(and(eq(practiceItems.ownerId, ownerId), eq(practiceItems.courseId, courseId), ne(practiceItems.status, "deleted")))
      .orderBy(asc(practiceItems.citedPath), asc(practiceItems.lineStart), asc(practiceItems.id)),
    db
      .select({
        attempts: sql<number>`count(*)::int`,
        correct: sql<number>`count(*) filter (where ${practiceAttempts.correct})::int`,
      })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.ownerId, ownerId), eq(practiceAttempts.courseId, courseId))),
  ]);
  const questions = readableQuestions(rows).map(({ row, question }) => ({ question, attempts: row.attempts }));
  const active = questions.filter(({ question }) => question.status === "active");
  return {
    questions: questions.map(({ question, attempts }) => questionView(question, attempts)),
    counts: {
      total: active.length,
      due: active.filter(({ question }) => question.due.getTime() <= now.getTime()).length,
      new: active.filter(({ question }) => question.reps === 0).length,
      stale: questions.length - active.length,
      attempts: totals?.attempts ?? 0,
      correct: totals?.correct ?? 0,
    },
  };
}

/**
 * The owner's active questions due by `now`, across all their courses, the most overdue first. Two
 * steps, so the queue costs the same whatever the planner knows: the owner's due cards in order
 * from their index alone (owner_id, due, item_id), then the questions of just those cards. A join
 * of both tables planned without statistics (PGlite runs no autovacuum, so it never has any)
 * looked up the question of every due card before sorting: 100+ ms over 10,000 cards (bench (s)).
 * A batch whose questions went stale or were deleted is skipped past, keyset by (due, item_id).
 */
export async function dueQuestions(db: Database, ownerId: string, limit: number, now: Date): Promise<Pick<DueResponse, "questions">> {
  // A little more than asked: a few of the cards may be stale or deleted questions'; a batch with many is read past.
  const batch = limit + Math.ceil(limit / 10) + 2;
  const found: Awaited<ReturnType<typeof questionsOfCards>> = [];
  let after: { due: Date; itemId: string } | null = null;
  for (;;) {
    const cards = await db
      .select({ itemId: practiceCards.itemId, due: practiceCards.due })
      .from(practiceCards)
      .where(
        and(
          eq(practiceCards.ownerId, ownerId),
          lte(practiceCards.due, now),
          after
            ? or(gt(practiceCards.due, after.due), and(eq(practiceCards.due, after.due), gt(practiceCards.itemId, after.itemId)))
            : undefined,
        ),
      )
      .orderBy(asc(practiceCards.due), asc(practiceCards.itemId))
      .limit(batch);
    if (cards.length > 0)
      found.push(
        ...(await questionsOfCards(
          db,
          cards.map((card) => card.itemId),
        )),
      );
    if (found.length >= limit || cards.length < batch) break;
    after = cards.at(-1)!;
  }
  return { questions: readableQuestions(found.slice(0, limit)).map(({ row, question }) => questionView(question, row.attempts)) };
}

/**
 * The active questions of the owner's cards just read, looked up by primary key alone: a filter on
 * the owner or the status here lets a planner without statistics scan an index of all the owner's
 * questions instead, so the status is checked on the few rows read.
 */
async function questionsOfCards(db: Database, itemIds: string[]) {
  const rows = await db
    .select({ ...questionColumns, attempts: attemptCount })
    .from(practiceItems)
    .innerJoin(practiceCards, eq(practiceCards.itemId, practiceItems.id))
    .where(inArray(practiceItems.id, itemIds))
    .orderBy(asc(practiceCards.due), asc(practiceCards.itemId));
  return rows.filter((row) => row.status === "active");
}

/** Every attempt on the course's questions, with the question's chapter and status (for the milestone rule). */
export async function masteryAttempts(db: Database, ownerId: string, courseId: string): Promise<MasteryAttempt[]> {
  const rows = await db
    .select({
      id: practiceAttempts.id,
      itemId: practiceAttempts.itemId,
      chapterId: practiceItems.chapterId,
      itemStatus: practiceItems.status,
      correct: practiceAttempts.correct,
      answerShown: practiceAttempts.answerShown,
      createdAt: practiceAttempts.createdAt,
    })
    .from(practiceAttempts)
    .innerJoin(practiceItems, eq(practiceItems.id, practiceAttempts.itemId))
    .where(and(eq(practiceAttempts.ownerId, ownerId), eq(practiceAttempts.courseId, courseId)));
  return rows.map((row) => ({ ...row, itemStatus: practiceStatusSchema.catch("deleted").parse(row.itemStatus) }));
}
