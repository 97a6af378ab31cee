import "server-only";
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { localeOr } from "@/lib/i18n/locales";
import type { AttemptList, AttemptRow } from "../contract";
import { PROGRESS_LIMITS } from "../contract-progress";
import { citationLabel } from "../lib/citation-check";
import { expectedAnswer } from "../lib/grade-answer";
import { acceptedAnswersSchema, choiceOptionsSchema, keyPointsSchema } from "../lib/practice-item-schemas";

/**
 * What the progress figures are made of (issue 24 item 6): attempt totals, the instants of the
 * attempts (days are the learner's, counted in lib/learner-days), the due dates of the next days,
 * and the attempts themselves, each figure's own. Every query is owner-scoped; `courseId` narrows
 * one to a course the caller has checked is the owner's.
 */

const ofOwner = (ownerId: string, courseId?: string) =>
  and(eq(practiceAttempts.ownerId, ownerId), courseId ? eq(practiceAttempts.courseId, courseId) : undefined);

/** Per course: attempts, right ones, and time taken (an attempt without one counts 0). */
export async function attemptTotals(db: Database, ownerId: string, courseId?: string) {
  return db
    .select({
      courseId: practiceAttempts.courseId,
      attempts: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${practiceAttempts.correct})::int`,
      timeMs: sql<number>`coalesce(sum(${practiceAttempts.timeTakenMs}), 0)::float8`,
    })
    .from(practiceAttempts)
    .where(ofOwner(ownerId, courseId))
    .groupBy(practiceAttempts.courseId);
}

/** When each attempt was made, newest first (a streak walks back from today until a day has none). */
export async function attemptInstants(db: Database, ownerId: string, courseId?: string): Promise<Date[]> {
  const rows = await db
    .select({ at: practiceAttempts.createdAt })
    .from(practiceAttempts)
    .where(ofOwner(ownerId, courseId))
    .orderBy(desc(practiceAttempts.createdAt));
  return rows.map((row) => row.at);
}

/** The due date of every active question due before `until` (overdue ones included), with its course. */
export async function dueDates(db: Database, ownerId: string, until: Date, courseId?: string) {
  return db
    .select({ courseId: practiceItems.courseId, due: practiceItems.due })
    .from(practiceItems)
    .where(
      and(
        eq(practiceItems.ownerId, ownerId),
        lt(practiceItems.due, until),
        eq(practiceItems.status, "active"),
        courseId ? eq(practiceItems.courseId, courseId) : undefined,
      ),
    );
}

/** The courses the owner has questions in (the library's figures are per course). */
export async function coursesWithPractice(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ courseId: practiceItems.courseId }).from(practiceItems).where(eq(practiceItems.ownerId, ownerId));
  return rows.map((row) => row.courseId);
}

export interface AttemptQuery {
  ownerId: string;
  courseId?: string;
  /** Only attempts on these chapters' questions (a module's). */
  chapterIds?: readonly string[];
  from?: Date;
  to?: Date;
  dueFrom?: Date;
  dueTo?: Date;
  counted?: boolean;
  cursor?: { at: Date; id: string };
  limit?: number;
}

const counted = sql`${practiceAttempts.correct} and not ${practiceAttempts.answerShown} and ${practiceItems.status} <> 'deleted'`;

function attemptConditions(query: AttemptQuery): SQL | undefined {
  const due = query.dueFrom || query.dueTo;
  return and(
    ofOwner(query.ownerId, query.courseId),
    query.chapterIds ? inArray(practiceItems.chapterId, [...query.chapterIds]) : undefined,
    query.from ? gte(practiceAttempts.createdAt, query.from) : undefined,
    query.to ? lt(practiceAttempts.createdAt, query.to) : undefined,
    // The questions due in a window are active ones: a stale or deleted question is never due.
    due ? eq(practiceItems.status, "active") : undefined,
    query.dueFrom ? gte(practiceItems.due, query.dueFrom) : undefined,
    query.dueTo ? lt(practiceItems.due, query.dueTo) : undefined,
    query.counted === true ? counted : query.counted === false ? sql`not (${counted})` : undefined,
  );
}

export function encodeCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(`${row.createdAt}|${row.id}`).toString("base64url");
}

/** A cursor as the list gave it, or null when it is not one (→ 400 at the route). */
export function decodeCursor(value: string): { at: Date; id: string } | null {
  const [at, id, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  const when = at ? new Date(at) : null;
  if (extra !== undefined || !id || !when || Number.isNaN(when.getTime())) return null;
  return { at: when, id };
}

/** An attempt with its question and card (the filters can read the card's due date). */
function selectAttemptRows(db: Database) {
  return db
    .select({
      id: practiceAttempts.id,
      itemId: practiceAttempts.itemId,
      courseId: practiceAttempts.courseId,
      chapterId: practiceItems.chapterId,
      prompt: practiceItems.prompt,
      kind: practiceItems.kind,
      language: practiceItems.language,
      itemAnswer: practiceItems.answer,
      options: practiceItems.options,
      accepted: practiceItems.accepted,
      keyPoints: practiceItems.keyPoints,
      citedPath: practiceItems.citedPath,
      lineStart: practiceItems.lineStart,
      lineEnd: practiceItems.lineEnd,
      answer: practiceAttempts.answer,
      correct: practiceAttempts.correct,
      score: practiceAttempts.score,
      answerShown: practiceAttempts.answerShown,
      counted: sql<boolean>`(${counted})`,
      confidence: practiceAttempts.confidence,
      timeTakenMs: practiceAttempts.timeTakenMs,
      createdAt: practiceAttempts.createdAt,
    })
    .from(practiceAttempts)
    .innerJoin(practiceItems, eq(practiceItems.id, practiceAttempts.itemId));
}

/** The attempts the query names, newest first, a page at a time, each with its question and whether it counts. */
export async function listAttempts(db: Database, query: AttemptQuery): Promise<AttemptList> {
  if (query.chapterIds?.length === 0) return { attempts: [], total: 0, nextCursor: null };
  const limit = query.limit ?? PROGRESS_LIMITS.attemptsDefault;
  const where = attemptConditions(query);
  const base = selectAttemptRows(db);
  const page = query.cursor
    ? and(
        where,
        sql`(${practiceAttempts.createdAt}, ${practiceAttempts.id}) < (${query.cursor.at.toISOString()}::timestamptz, ${query.cursor.id})`,
      )
    : where;
  const [rows, [count]] = await Promise.all([
    base
      .where(page)
      .orderBy(desc(practiceAttempts.createdAt), desc(practiceAttempts.id))
      .limit(limit + 1),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(practiceAttempts)
      .innerJoin(practiceItems, eq(practiceItems.id, practiceAttempts.itemId))
      .where(where),
  ]);
  const attempts = rows.slice(0, limit).map(attemptRow);
  const last = attempts.at(-1);
  return { attempts, total: count?.total ?? 0, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

type ListedRow = Awaited<ReturnType<typeof selectAttemptRows>>[number];

const KINDS = new Set(["choice", "cloze", "short"]);

/** A listed attempt; a question's stored parts that no longer read back show no expected answer rather than failing the list. */
function attemptRow(row: ListedRow): AttemptRow {
  const kind = KINDS.has(row.kind) ? (row.kind as AttemptRow["kind"]) : "short";
  const options = choiceOptionsSchema.nullable().safeParse(row.options);
  const accepted = acceptedAnswersSchema.safeParse(row.accepted);
  const keyPoints = keyPointsSchema.safeParse(row.keyPoints);
  const expected =
    options.success && accepted.success && keyPoints.success
      ? expectedAnswer({
          kind,
          language: localeOr(row.language),
          answer: row.itemAnswer,
          options: options.data,
          accepted: accepted.data,
          keyPoints: keyPoints.data,
        })
      : "";
  return {
    id: row.id,
    itemId: row.itemId,
    courseId: row.courseId,
    chapterId: row.chapterId,
    prompt: row.prompt,
    kind,
    citation: citationLabel(row.citedPath, row.lineStart, row.lineEnd),
    answer: row.answer,
    expected,
    correct: row.correct,
    score: row.score,
    answerShown: row.answerShown,
    counted: Boolean(row.counted),
    confidence: row.confidence,
    timeTakenMs: row.timeTakenMs,
    createdAt: row.createdAt.toISOString(),
  };
}
