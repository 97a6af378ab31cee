import "server-only";
import { CHAPTERS_DIR, chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { readOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { EditableQuestion, NewQuestionRequest } from "../contract";
import { chapterNotFound } from "../data/practice-claims";
import { addOwnQuestion } from "../data/own-questions";
import { chapterLines } from "../lib/citation-check";
import type { PracticeItemDraft } from "../lib/practice-item-schemas";
import { selectionQuestion } from "../offline/selection-question";

/** What the course model is given to make a selection's question (agents/selection-question-agent, bound to a model by app/_compose). */
export interface SelectionQuestionInput {
  language: Locale;
  path: string;
  title: string;
  content: string;
  lineStart: number;
  lineEnd: number;
}
/** The course model's question for a selection, checked against the lines it cites, or null when it kept none. */
export type SelectionQuestionWriter = (input: SelectionQuestionInput) => Promise<PracticeItemDraft | null>;

export interface QuestionFromLinesOptions {
  /** The course model; absent (no key) → the offline maker. */
  writer?: SelectionQuestionWriter;
  log?: (message: string, error?: unknown) => void;
  now?: Date;
}

const defaultLog = (message: string, error?: unknown) => console.warn(`[practice] ${message}`, ...(error === undefined ? [] : [error]));

/**
 * "Make a question from these lines": the selected lines of one of the course's chapters become a
 * question citing them, checked and stored as the learner's own. With a model, the course model makes
 * it through the chapter writer's tool (checked against the lines it cites, which must be the
 * selection's); when the model fails or keeps nothing, or with no model, the offline maker makes it
 * from the selection itself, deterministically. A chapter of another course is 404; lines it lacks are 400.
 * The chapter comes by id (the reader) or by its workspace file path (the workspace editor); any
 * other workspace file (a note) is 400: the citation check reads chapter lines, not notes.
 */
/** The model's question, or null (logged) when it failed or every question it offered was refused. */
async function modelQuestion(
  writer: SelectionQuestionWriter,
  input: SelectionQuestionInput,
  log: NonNullable<QuestionFromLinesOptions["log"]>,
) {
  const where = `${input.path}:${input.lineStart}-${input.lineEnd}`;
  try {
    const draft = await writer(input);
    if (!draft) log(`${where}: the course model's question was refused; the offline maker makes it`);
    return draft;
  } catch (error) {
    log(`${where}: the course model made no question; the offline maker makes it`, error);
    return null;
  }
}

export async function questionFromLines(
  db: Database,
  ownerId: string,
  courseId: string,
  request: NewQuestionRequest,
  options: QuestionFromLinesOptions = {},
): Promise<EditableQuestion> {
  const [course, chapters] = await Promise.all([readOwnedCourse(db, ownerId, courseId), courseChapters(db, courseId)]);
  if (request.path !== undefined && !request.path.startsWith(`${CHAPTERS_DIR}/`)) {
    throw new AppError("bad_request", {
      en: `Questions come from chapter lines: select lines in a chapter file (${CHAPTERS_DIR}/…), not in ${request.path}.`,
      zh: `题目来自章节的行：请在章节文件（${CHAPTERS_DIR}/…）里选择行，而不是在 ${request.path} 里。`,
    });
  }
  const chapter = chapters.find((candidate) =>
    request.path !== undefined
      ? chapterFilePath(candidate.moduleIndex, candidate.position, candidate.title) === request.path
      : candidate.id === request.chapterId,
  );
  if (!chapter) throw chapterNotFound();
  if (!chapter.content)
    throw new AppError("conflict", {
      en: "This chapter is not written yet; make a question once it is.",
      zh: "这一章还没写好；写好后再出题。",
    });
  const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
  // The offline maker also says when the lines are no selection at all (out of range, too many, no words): then no model call.
  const made = selectionQuestion(course.language, chapterLines(chapter.content), request.lineStart, request.lineEnd);
  if (!made.ok)
    throw new AppError("bad_request", { en: `No question from these lines: ${made.reason}.`, zh: `无法从这些行出题：${made.reason}。` });
  const input = {
    language: course.language,
    path,
    title: chapter.title,
    content: chapter.content,
    lineStart: request.lineStart,
    lineEnd: request.lineEnd,
  };
  const generated = options.writer ? await modelQuestion(options.writer, input, options.log ?? defaultLog) : null;
  return addOwnQuestion(db, {
    ownerId,
    courseId,
    chapterId: chapter.id,
    language: course.language,
    path,
    content: chapter.content,
    draft: generated ?? made.draft,
    now: options.now,
  });
}
