import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import type { AttemptRequest, AttemptResponse, MasteryResponse, PracticeQuestion } from "../contract";
import { readAnswerableQuestion, saveAttempt } from "../data/practice-attempts";
import { dueQuestions, listCoursePractice, masteryAttempts } from "../data/practice-queries";
import { gradeAnswer, keyPointGrader, type ShortAnswerGrader } from "../lib/grade-answer";
import { masteryOf } from "../lib/mastery-rule";
import { syncCoursePractice } from "./practice-sync";

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

/**
 * The question a tutor's quiz asks next: the course's questions made first (as the practice page
 * does), then the most overdue (or new) active one, of the chapter `chapter` names when it names
 * one (words of its title or its path); else the one due soonest.
 */
export async function nextQuizQuestion(
  db: Database,
  ownerId: string,
  courseId: string,
  chapter: string | undefined,
  now = new Date(),
): Promise<PracticeQuestion | null> {
  await syncCoursePractice(db, ownerId, courseId);
  const [{ questions }, chapters] = await Promise.all([listCoursePractice(db, ownerId, courseId, now), courseChapters(db, courseId)]);
  const wanted = chapter?.trim().toLowerCase();
  const named = wanted
    ? new Set(
        chapters
          .filter(
            (row) =>
              row.title.toLowerCase().includes(wanted) ||
              wanted.includes(row.title.toLowerCase()) ||
              chapterFilePath(row.moduleIndex, row.position, row.title) === wanted,
          )
          .map((row) => row.id),
      )
    : null;
  const active = questions.filter((question) => question.status === "active" && (!named?.size || named.has(question.chapterId)));
  return active.toSorted((a, b) => Date.parse(a.card.due) - Date.parse(b.card.due))[0] ?? null;
}

/** The question a quiz in the chat asks next: the owner's most overdue one across all their courses (null when none is due). */
export async function nextDueQuestion(db: Database, ownerId: string, now = new Date()): Promise<PracticeQuestion | null> {
  const { questions } = await dueQuestions(db, ownerId, 1, now);
  return questions[0] ?? null;
}
