import "server-only";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import type { AttemptRequest, AttemptResponse, MasteryResponse } from "../contract";
import { readAnswerableQuestion, saveAttempt } from "../data/practice-attempts";
import { masteryAttempts } from "../data/practice-queries";
import { gradeAnswer, keyPointGrader, type ShortAnswerGrader } from "../lib/grade-answer";
import { masteryOf } from "../lib/mastery-rule";

export interface AnswerOptions {
  /** Grades short answers; the offline key-point grader unless given (a model grader is a later increment). */
  grader?: ShortAnswerGrader;
  now?: Date;
  /** FSRS's desired retention; PRACTICE_DESIRED_RETENTION (default 0.9) unless given. */
  desiredRetention?: number;
}

/**
 * One answer to one question: the owner's question (404 otherwise, 409 when stale or deleted),
 * graded outside any transaction (a model grader may take seconds), then kept with its review.
 */
export async function answerQuestion(
  db: Database,
  ownerId: string,
  itemId: string,
  request: AttemptRequest,
  options: AnswerOptions = {},
): Promise<AttemptResponse> {
  const question = await readAnswerableQuestion(db, ownerId, itemId);
  const grade = await gradeAnswer(question, request.answer, options.grader ?? keyPointGrader);
  return saveAttempt(db, {
    ownerId,
    itemId,
    request,
    grade,
    now: options.now ?? new Date(),
    desiredRetention: options.desiredRetention ?? serverEnv().PRACTICE_DESIRED_RETENTION,
  });
}

/** Each module's and chapter's milestone status, and the attempts that count (lib/mastery-rule). */
export async function courseMastery(db: Database, ownerId: string, courseId: string): Promise<MasteryResponse> {
  const [course, chapters, attempts] = await Promise.all([
    readOwnedCourse(db, ownerId, courseId),
    courseChapters(db, courseId),
    masteryAttempts(db, ownerId, courseId),
  ]);
  return masteryOf(chapters, attempts, course.language);
}
