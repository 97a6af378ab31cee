import "server-only";
import { and, asc, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
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
 * The owner's active questions due by `now`, across all their courses, in review order
 * (lib/review-order): the due reviews first, the most overdue first (a question just missed is a
 * learning or relearning review, due within minutes), then the questions never answered, the oldest
 * first — a new card is due from when it was made, so by due date alone a course's unanswered
 * questions came before the one the learner had just got wrong. Two scans of the partial index of
 * active questions (owner_id, due, id) in its order (PGlite runs no autovacuum, so the planner never
 * has statistics): the reviews' stops after `limit` reviews, reading past the never-answered rows
 * between them (all of the owner's due ones when there are fewer reviews than `limit`: bench (s)
 * measures that case, p95 ~21 ms over 10,000 cards); the second runs only when the reviews do not
 * fill the queue, and stops after the rest.
 */
export async function dueQuestions(db: Database, ownerId: string, limit: number, now: Date): Promise<Pick<DueResponse, "questions">> {
  const dueBy = (reviewed: boolean) =>
    db
      .select({ ...questionColumns, attempts: attemptCount })
      .from(practiceItems)
      .where(
        and(
          eq(practiceItems.ownerId, ownerId),
          eq(practiceItems.status, "active"),
          lte(practiceItems.due, now),
          reviewed ? gt(practiceItems.reps, 0) : eq(practiceItems.reps, 0),
        ),
      )
      .orderBy(asc(practiceItems.due), asc(practiceItems.id));
  const reviews = await dueBy(true).limit(limit);
  const rows = reviews.length < limit ? [...reviews, ...(await dueBy(false).limit(limit - reviews.length))] : reviews;
  return { questions: readableQuestions(rows).map(({ row, question }) => questionView(question, row.attempts)) };
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
