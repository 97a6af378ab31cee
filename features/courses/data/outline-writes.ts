import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { CourseOutline, StoredLearnerProfile } from "@/lib/course-outline";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { AppError, isAppError, type ErrorText } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { CourseDetail } from "../contract";
import { parseStoredCourse, type CourseRow } from "./course-mappers";
import { courseDetailOf, requireCourseRow } from "./course-reads";
import { normalizeOutline } from "../lib/outline-rules";

const STALE_MESSAGE: ErrorText = {
  en: "This outline was changed in another tab. The latest version is shown.",
  zh: "这份大纲在另一个标签页里被修改了。现在显示的是最新版本。",
};
const CONFIRMED_MESSAGE: ErrorText = {
  en: "This course is already confirmed, so its outline can no longer be changed.",
  zh: "这门课程已经确认，大纲不能再修改了。",
};

/** Conflicts carry the current course, so the page can show what is really saved. */
async function conflict(db: Database, row: CourseRow, message: ErrorText): Promise<AppError> {
  return new AppError("conflict", message, { details: { course: await courseDetailOf(db, row) } });
}

/**
 * Saves an edited outline, only onto the revision the edit was made on: two
 * tabs editing at once can't silently overwrite each other, and the order of
 * modules and chapters is always one tab's whole outline, never a mix.
 */
export async function updateOutline(
  db: Database,
  ownerId: string,
  courseId: string,
  outline: CourseOutline,
  revision: number,
): Promise<CourseDetail> {
  const normalized = normalizeOutline(outline);
  const [row] = await db
    .update(courses)
    .set({ outline: normalized, revision: sql`${courses.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId), eq(courses.status, "draft"), eq(courses.revision, revision)))
    .returning();
  if (row) return courseDetailOf(db, row);

  const current = await requireCourseRow(db, ownerId, courseId);
  throw await conflict(db, current, current.status === "draft" ? STALE_MESSAGE : CONFIRMED_MESSAGE);
}

/** What the courses feature asks of a curriculum designer (the app wires in the interview's). */
export interface OutlineRevisionRequest {
  language: Locale;
  goal: string;
  profile: StoredLearnerProfile;
  /** The saved outline, hand edits included: the designer keeps them unless told otherwise. */
  currentOutline: CourseOutline;
  instruction: string;
}
export type OutlineDesigner = (request: OutlineRevisionRequest) => Promise<CourseOutline>;

/** Reworks a draft's outline from the learner's words ("make it shorter"), then saves it like an edit. */
export async function regenerateOutline(
  db: Database,
  ownerId: string,
  courseId: string,
  request: { instruction: string; revision: number },
  designer: OutlineDesigner,
): Promise<CourseDetail> {
  const row = await requireCourseRow(db, ownerId, courseId);
  const stored = parseStoredCourse(row);
  if (stored.status !== "draft") throw await conflict(db, row, CONFIRMED_MESSAGE);
  if (row.revision !== request.revision) throw await conflict(db, row, STALE_MESSAGE);

  let designed: unknown;
  try {
    designed = await designer({
      language: stored.language,
      goal: row.goal,
      profile: stored.profile,
      currentOutline: stored.outline,
      instruction: request.instruction,
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError(
      "model_failed",
      { en: "The course designer could not revise the outline. Please try again.", zh: "课程设计器没能修改大纲。请重试。" },
      { cause: error },
    );
  }
  let outline: CourseOutline;
  try {
    outline = normalizeOutline(designed);
  } catch (error) {
    throw new AppError(
      "outline_invalid",
      { en: "The course designer returned an unusable outline. Please try again.", zh: "课程设计器返回的大纲无法使用。请重试。" },
      { cause: error },
    );
  }
  // Saved onto the revision it was designed from: an edit made meanwhile in another tab wins (409).
  return updateOutline(db, ownerId, courseId, outline, request.revision);
}
