import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { chapterContent, courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import type { AttemptRequest, AttemptResponse, MasteryResponse, PracticeQuestion } from "../contract";
import { readAnswerableQuestion, saveAttempt } from "../data/practice-attempts";
import type { StoredQuestion } from "../data/practice-rows";
import { chapterLines } from "../lib/citation-check";
import { claimedChapters } from "../data/practice-claims";
import { coursesWithPractice } from "../data/practice-progress";
import { dueQuestions, listCoursePractice, masteryAttempts } from "../data/practice-queries";
import { gradeAnswer, keyPointGrader, type ShortAnswerGrader } from "../lib/grade-answer";
import { masteryOf } from "../lib/mastery-rule";
import { questionsOnTopic } from "../lib/question-topic";
import { inReviewOrder } from "../lib/review-order";
import { syncCoursePractice } from "./practice-sync";

export interface AnswerOptions {
  /** Grades short answers; the offline key-point grader unless given (the model grader: agents/short-answer-grader.ts). */
  grader?: ShortAnswerGrader;
  now?: Date;
  /** FSRS's desired retention; PRACTICE_DESIRED_RETENTION (default 0.9) unless given. */
  desiredRetention?: number;
  /** The learner's UI language: the feedback's frame is written in it (its quotes stay the question's). The question's language unless given. */
  locale?: Locale;
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
  // A model grader is told what the cited lines say (the rubric's source); the offline one needs only the rubric.
  const support = options.grader && question.kind === "short" ? await citedText(db, question) : undefined;
  const grade = await gradeAnswer({ ...question, support, frame: options.locale }, request.answer, options.grader ?? keyPointGrader);
  return saveAttempt(db, {
    ownerId,
    itemId,
    request,
    grade,
    now: options.now ?? new Date(),
    desiredRetention: options.desiredRetention ?? serverEnv().PRACTICE_DESIRED_RETENTION,
  });
}

async function citedText(db: Database, question: StoredQuestion): Promise<string | undefined> {
  const content = await chapterContent(db, question.courseId, question.chapterId);
  return content === null
    ? undefined
    : chapterLines(content)
        .slice(question.lineStart - 1, question.lineEnd)
        .join("\n");
}

/** Each module's and chapter's milestone status, and the attempts that count (lib/mastery-rule). */
export async function courseMastery(db: Database, ownerId: string, courseId: string): Promise<MasteryResponse> {
  const [course, chapters, attempts, claimed] = await Promise.all([
    readOwnedCourse(db, ownerId, courseId),
    courseChapters(db, courseId),
    masteryAttempts(db, ownerId, courseId),
    claimedChapters(db, ownerId, courseId),
  ]);
  return masteryOf(chapters, attempts, course.language, claimed);
}

/**
 * The question a tutor's quiz asks next: the course's questions made first (as the practice page
 * does), then the first active one in review order (lib/review-order: due reviews, the most overdue
 * first, then new questions, then reviews not yet due); when `chapter` names a topic (a chapter's path,
 * words of its title, or words the questions themselves use), only the questions about it — none
 * when no question is (lib/question-topic.ts), never an unrelated one in its place.
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
  const titles = new Map(chapters.map((row) => [row.id, row]));
  let active = questions.filter((question) => question.status === "active");
  if (chapter?.trim()) {
    // "Quiz me on gradient descent": the questions about it (by chapter title, path or their own words), or none.
    const candidates = active.map((question) => {
      const row = titles.get(question.chapterId);
      return {
        chapterTitle: row?.title ?? "",
        chapterPath: row ? chapterFilePath(row.moduleIndex, row.position, row.title) : "",
        prompt: question.prompt,
        options: question.options,
      };
    });
    const onTopic = questionsOnTopic(candidates, chapter);
    if (!onTopic) return null;
    active = onTopic.map((index) => active[index]!);
  }
  return inReviewOrder(active, now.getTime())[0] ?? null;
}

/** One of the course's active questions by id (the owner's only), or null: a question asked again in a conversation. */
export async function activeCourseQuestion(
  db: Database,
  ownerId: string,
  courseId: string,
  itemId: string,
): Promise<PracticeQuestion | null> {
  const { questions } = await listCoursePractice(db, ownerId, courseId, new Date());
  return questions.find((question) => question.id === itemId && question.status === "active") ?? null;
}

/**
 * The question a quiz in the chat asks next: the first of the owner's due queue across all their courses
 * (null when none is due); with a topic ("quiz me on joins"), the first question about it in review order in any
 * of their courses, or null — never a question on something else passed off as one about it.
 */
export async function nextDueQuestion(db: Database, ownerId: string, topic?: string, now = new Date()): Promise<PracticeQuestion | null> {
  if (topic?.trim()) {
    const courseIds = await coursesWithPractice(db, ownerId);
    const found = await Promise.all(courseIds.map((courseId) => nextQuizQuestion(db, ownerId, courseId, topic, now)));
    return (
      inReviewOrder(
        found.filter((question) => question !== null),
        now.getTime(),
      )[0] ?? null
    );
  }
  const { questions } = await dueQuestions(db, ownerId, 1, now);
  return questions[0] ?? null;
}
