import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { AppError, type ErrorText } from "@/lib/errors";
import type { AttemptRequest, AttemptResponse } from "../contract";
import { expectedAnswer, type Grade } from "../lib/grade-answer";
import { cardView, reviewCard, reviewRating } from "../lib/review-schedule";
import {
  cardOf,
  citationOf,
  newPracticeId,
  practiceItemNotFound,
  questionColumns,
  storedQuestion,
  type StoredQuestion,
} from "./practice-rows";

const NOT_ANSWERABLE: Record<"stale" | "deleted", ErrorText> = {
  stale: {
    en: "This question was made from an earlier text of its chapter, which has been rewritten since. Answer the chapter's new questions instead.",
    zh: "这道题出自这一章较早的版本，这一章后来被重写了。请改为回答这一章的新题目。",
  },
  deleted: { en: "This question was deleted, so it takes no more answers.", zh: "这道题已被删除，不再接受作答。" },
};

function selectQuestion(db: Database | Transaction, ownerId: string, itemId: string) {
  return db
    .select(questionColumns)
    .from(practiceItems)
    .where(and(eq(practiceItems.id, itemId), eq(practiceItems.ownerId, ownerId)))
    .limit(1);
}

function answerable(row: unknown): StoredQuestion {
  if (!row) throw practiceItemNotFound();
  const question = storedQuestion(row);
  if (question.status !== "active") throw new AppError("conflict", NOT_ANSWERABLE[question.status]);
  return question;
}

/** The owner's question, to be graded: another browser's or an unknown one is 404, a stale or deleted one 409. */
export async function readAnswerableQuestion(db: Database, ownerId: string, itemId: string): Promise<StoredQuestion> {
  const [row] = await selectQuestion(db, ownerId, itemId);
  return answerable(row);
}

/**
 * Whether this attempt is a retry after the server showed the answer: the last attempt on the
 * question was wrong (its reply carried the right answer) and the question is not due again yet
 * (FSRS's relearning step). Such a retry is kept but is neither a review nor evidence, whatever the
 * browser says; once the question is due again, an answer is a real review of what was relearnt.
 */
async function retryAfterShownAnswer(tx: Transaction, itemId: string, due: Date, now: Date): Promise<boolean> {
  if (now.getTime() >= due.getTime()) return false;
  const [last] = await tx
    .select({ correct: practiceAttempts.correct })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.itemId, itemId))
    .orderBy(desc(practiceAttempts.createdAt))
    .limit(1);
  return last !== undefined && !last.correct;
}

export interface AttemptRecord {
  ownerId: string;
  itemId: string;
  request: AttemptRequest;
  grade: Grade;
  now: Date;
  desiredRetention: number;
}

/**
 * Keeps a graded attempt and, when it is a review, moves the question's FSRS card. The question's
 * row (its card's columns with it) is locked, so two answers sent at once are two reviews in turn, not one lost; the question is checked
 * again under the lock (it may have gone stale while the answer was being graded). An attempt made
 * after the answer was shown (the browser says so, or the server showed it) is kept but moves nothing.
 */
export async function saveAttempt(db: Database, record: AttemptRecord): Promise<AttemptResponse> {
  const { ownerId, itemId, request, grade, now } = record;
  return db.transaction(async (tx) => {
    const [row] = await selectQuestion(tx, ownerId, itemId).for("update");
    const question = answerable(row);
    const card = cardOf(question);
    const answerShown = request.answerShown === true || (await retryAfterShownAnswer(tx, itemId, card.due, now));
    const rating = answerShown ? null : reviewRating(grade.correct, request.confidence, request.hintsUsed ?? 0);
    const next = rating === null ? card : reviewCard(card, rating, now, record.desiredRetention);
    if (rating !== null) {
      await tx.update(practiceItems).set(next).where(eq(practiceItems.id, itemId));
    }
    const attemptId = newPracticeId("pa");
    await tx.insert(practiceAttempts).values({
      id: attemptId,
      itemId,
      ownerId,
      courseId: question.courseId,
      answer: request.answer,
      correct: grade.correct,
      score: grade.score,
      feedback: grade.feedback,
      missingPoints: grade.missingPoints,
      misconception: grade.misconception,
      timeTakenMs: request.timeTakenMs ?? null,
      confidence: request.confidence,
      hintsUsed: request.hintsUsed ?? 0,
      answerShown,
      rating,
      createdAt: now,
    });
    return {
      attemptId,
      correct: grade.correct,
      score: grade.score,
      feedback: grade.feedback,
      ...(question.kind === "short" ? { missingPoints: grade.missingPoints } : {}),
      ...(grade.misconception ? { misconception: grade.misconception } : {}),
      expected: expectedAnswer(question),
      citation: citationOf(question),
      answerShown,
      reviewed: rating !== null,
      rating,
      nextDue: next.due.toISOString(),
      card: cardView(next),
    };
  });
}
