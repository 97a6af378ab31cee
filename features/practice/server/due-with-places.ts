import "server-only";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { DueResponse, QuestionPlace } from "../contract";
import { dueQuestions } from "../data/practice-queries";

/**
 * The due queue across the owner's courses, with where each question comes from (course and chapter
 * titles), so /review can say it on the card. Read per course the queue touches (a session holds a
 * few courses at most); a course gone between the two reads leaves its questions without a place.
 */
export async function dueQuestionsWithPlaces(db: Database, ownerId: string, limit: number, now: Date): Promise<DueResponse> {
  const { questions } = await dueQuestions(db, ownerId, limit, now);
  const courseIds = [...new Set(questions.map((question) => question.courseId))];
  const places = await Promise.all(courseIds.map((courseId) => coursePlaces(db, ownerId, courseId)));
  const wanted = new Set(questions.map((question) => question.chapterId));
  return { questions, places: places.flat().filter((place) => wanted.has(place.chapterId)) };
}

async function coursePlaces(db: Database, ownerId: string, courseId: string): Promise<QuestionPlace[]> {
  try {
    const [course, chapters] = await Promise.all([readOwnedCourse(db, ownerId, courseId), courseChapters(db, courseId)]);
    return chapters.map((chapter) => ({ chapterId: chapter.id, courseId, courseTitle: course.outline.title, chapterTitle: chapter.title }));
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return [];
    throw error;
  }
}
