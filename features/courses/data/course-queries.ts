import "server-only";
/**
 * The courses feature's data access, in one place for the route handlers and
 * the app. Every function takes the database and the owner id first and only
 * ever touches that owner's rows; an unknown or foreign id is AppError not_found.
 */
export { getCourse, listCourses } from "./course-reads";
export { deleteCourse, saveDraftFromInterview, saveInterviewDraftId, interviewDraftSchema, type InterviewDraft } from "./course-writes";
export { regenerateOutline, updateOutline, type OutlineDesigner, type OutlineRevisionRequest } from "./outline-writes";
export { confirmCourse } from "./confirm-course";
export { getChapter, requestChapterRewrite, retryChapter, setChapterRead } from "./chapter-queries";
export type { ChapterDetail } from "./course-mappers";
