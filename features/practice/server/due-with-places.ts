import "server-only";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { ownedCourseTitles } from "@/lib/course-scope/course-titles";
import type { Database } from "@/lib/db/client";
import type { DueResponse, QuestionPlace } from "../contract";
import { dueQuestions } from "../data/practice-queries";

/**
 * The due queue across the owner's courses, with where each question comes from (course and chapter
 * titles), so /review can say it on the card: the titles in one read, then the chapters of each
 * course the queue touches (a session holds a few courses at most). A course that cannot be named
 * leaves its questions without a place (the card then shows the citation alone), never the queue
 * without its questions.
 */
export async function dueQuestionsWithPlaces(db: Database, ownerId: string, limit: number, now: Date): Promise<DueResponse> {
  const { questions } = await dueQuestions(db, ownerId, limit, now);
  const titles = await ownedCourseTitles(db, ownerId, [...new Set(questions.map((question) => question.courseId))]);
  const wanted = new Set(questions.map((question) => question.chapterId));
  const places = await Promise.all(
    [...titles].map(async ([courseId, courseTitle]): Promise<QuestionPlace[]> =>
      (await courseChapters(db, courseId))
        .filter((chapter) => wanted.has(chapter.id))
        .map((chapter) => ({ chapterId: chapter.id, courseId, courseTitle, chapterTitle: chapter.title })),
    ),
  );
  return { questions, places: places.flat() };
}
