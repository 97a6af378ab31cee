import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import type { PracticeExport } from "../contract";
import { cardView } from "../lib/review-schedule";
import { cardOf, citationOf, questionColumns, readableQuestions } from "./practice-rows";

/** An attempt's missing points as stored (jsonb), read back through a schema. */
const missingPointsSchema = z.array(z.string()).catch([]);

/**
 * Everything of a course's practice, to take elsewhere: its questions (every status, answer keys
 * included: the export is the owner's own), every attempt, and the review log (the attempts FSRS
 * reviewed). Owner-scoped; the caller has checked the course is the owner's.
 */
export async function readPracticeExport(
  db: Database,
  ownerId: string,
  course: { id: string; title: string },
  now: Date,
): Promise<PracticeExport> {
  const [rows, attempts] = await Promise.all([
    db
      .select(questionColumns)
      .from(practiceItems)
      .where(and(eq(practiceItems.ownerId, ownerId), eq(practiceItems.courseId, course.id)))
      .orderBy(asc(practiceItems.citedPath), asc(practiceItems.lineStart), asc(practiceItems.id)),
    db
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.ownerId, ownerId), eq(practiceAttempts.courseId, course.id)))
      .orderBy(asc(practiceAttempts.createdAt), asc(practiceAttempts.id)),
  ]);
  const exported = attempts.map((attempt) => ({
    id: attempt.id,
    itemId: attempt.itemId,
    answer: attempt.answer,
    correct: attempt.correct,
    score: attempt.score,
    feedback: attempt.feedback,
    missingPoints: missingPointsSchema.parse(attempt.missingPoints),
    misconception: attempt.misconception,
    confidence: attempt.confidence,
    timeTakenMs: attempt.timeTakenMs,
    hintsUsed: attempt.hintsUsed,
    answerShown: attempt.answerShown,
    rating: attempt.rating,
    createdAt: attempt.createdAt.toISOString(),
  }));
  return {
    format: "nexusnote-practice",
    version: 1,
    exportedAt: now.toISOString(),
    course,
    questions: readableQuestions(rows).map(({ question }) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      options: question.options,
      answer: question.answer,
      accepted: question.accepted,
      keyPoints: question.keyPoints,
      citation: citationOf(question),
      status: question.status,
      source: question.source,
      card: cardView(cardOf(question)),
    })),
    attempts: exported,
    reviewLog: exported.flatMap((attempt) =>
      attempt.rating === null
        ? []
        : [{ attemptId: attempt.id, itemId: attempt.itemId, rating: attempt.rating, reviewedAt: attempt.createdAt }],
    ),
  };
}
