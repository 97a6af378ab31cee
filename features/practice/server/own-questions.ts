import "server-only";
import { CHAPTERS_DIR, chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { EditableQuestion, NewQuestionRequest } from "../contract";
import { chapterNotFound } from "../data/practice-claims";
import { addOwnQuestion } from "../data/own-questions";
import { chapterLines } from "../lib/citation-check";
import { selectionQuestion } from "../offline/selection-question";

/**
 * "Make a question from these lines": the selected lines of one of the course's chapters become a
 * question citing them (made offline from the selection itself, deterministically), checked and
 * stored as the learner's own. A chapter of another course is 404; lines it lacks are 400.
 * The chapter comes by id (the reader) or by its workspace file path (the workspace editor); any
 * other workspace file (a note) is 400: the citation check reads chapter lines, not notes.
 */
export async function questionFromLines(
  db: Database,
  ownerId: string,
  courseId: string,
  request: NewQuestionRequest,
  now = new Date(),
): Promise<EditableQuestion> {
  const [course, chapters] = await Promise.all([readOwnedCourse(db, ownerId, courseId), courseChapters(db, courseId)]);
  if (request.path !== undefined && !request.path.startsWith(`${CHAPTERS_DIR}/`)) {
    throw new AppError(
      "bad_request",
      `Questions come from chapter lines: select lines in a chapter file (${CHAPTERS_DIR}/…), not in ${request.path}.`,
    );
  }
  const chapter = chapters.find((candidate) =>
    request.path !== undefined
      ? chapterFilePath(candidate.moduleIndex, candidate.position, candidate.title) === request.path
      : candidate.id === request.chapterId,
  );
  if (!chapter) throw chapterNotFound();
  if (!chapter.content) throw new AppError("conflict", "This chapter is not written yet; make a question once it is.");
  const made = selectionQuestion(course.language, chapterLines(chapter.content), request.lineStart, request.lineEnd);
  if (!made.ok) throw new AppError("bad_request", `No question from these lines: ${made.reason}.`);
  return addOwnQuestion(db, {
    ownerId,
    courseId,
    chapterId: chapter.id,
    language: course.language,
    path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
    content: chapter.content,
    draft: made.draft,
    now,
  });
}
