import "server-only";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { requireOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { AttemptFilter, AttemptList, ModuleCounts, ProgressSummary } from "../contract";
import { masteryAttempts } from "../data/practice-queries";
import { attemptInstants, attemptTotals, coursesWithPractice, dueDates, listAttempts, type AttemptQuery } from "../data/practice-progress";
import { dayKey, dayStart, dueByDay, dueWindowEnd, streakOf } from "../lib/learner-days";
import { masteryOf } from "../lib/mastery-rule";

/**
 * The progress figures (issue 24 item 6) for all the owner's courses or one: a streak of days with
 * an attempt and the due chart in the learner's zone, time spent, and per course its modules by
 * mastery status (the one rule of lib/mastery-rule), what is due and how much was answered.
 */
export async function progressSummary(
  db: Database,
  ownerId: string,
  timeZone: string,
  options: { courseId?: string; now?: Date } = {},
): Promise<ProgressSummary> {
  const now = options.now ?? new Date();
  const { courseId } = options;
  const [totals, instants, dues, courseIds] = await Promise.all([
    attemptTotals(db, ownerId, courseId),
    attemptInstants(db, ownerId, courseId),
    dueDates(db, ownerId, dueWindowEnd(now, timeZone), courseId),
    courseId ? Promise.resolve([courseId]) : coursesWithPractice(db, ownerId),
  ]);
  const today = dayKey(now, timeZone);
  const streak = streakOf(new Set(instants.map((at) => dayKey(at, timeZone))), today);
  const dueNow = dues.filter((row) => row.due.getTime() <= now.getTime());
  const courses = await Promise.all(
    courseIds.map(async (id) => ({
      courseId: id,
      modules: await moduleCounts(db, ownerId, id),
      dueNow: dueNow.filter((row) => row.courseId === id).length,
      attempts: totals.find((row) => row.courseId === id)?.attempts ?? 0,
    })),
  );
  return {
    timeZone,
    today,
    streak: { days: streak.days, today: streak.today, from: streak.since ? dayStart(streak.since, timeZone).toISOString() : null },
    timeSpentMs: totals.reduce((sum, row) => sum + Number(row.timeMs), 0),
    attempts: totals.reduce((sum, row) => sum + row.attempts, 0),
    correct: totals.reduce((sum, row) => sum + row.correct, 0),
    dueNow: dueNow.length,
    dueDays: dueByDay(
      dues.map((row) => row.due),
      now,
      timeZone,
    ),
    // A course whose questions remain but which is no longer the owner's (never, unless moved) is left out.
    courses: courses.filter((course): course is (typeof courses)[number] & { modules: ModuleCounts } => course.modules !== null),
  };
}

/** A course's modules by status; null when the course is not the owner's. */
async function moduleCounts(db: Database, ownerId: string, courseId: string): Promise<ModuleCounts | null> {
  try {
    await requireOwnedCourse(db, ownerId, courseId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const [chapters, attempts] = await Promise.all([courseChapters(db, courseId), masteryAttempts(db, ownerId, courseId)]);
  const counts: ModuleCounts = { earned: 0, in_progress: 0, not_started: 0 };
  for (const group of masteryOf(chapters, attempts, "en").modules) counts[group.status] += 1;
  return counts;
}

/**
 * The attempts a figure stands for. `module` (1-based) narrows to that module's chapters, read
 * from the course (the caller has checked it is the owner's); a module the course lacks has none.
 */
export async function figureAttempts(
  db: Database,
  ownerId: string,
  filter: AttemptFilter & { cursor?: AttemptQuery["cursor"]; limit?: number },
  courseId?: string,
): Promise<AttemptList> {
  const chapterIds =
    courseId && filter.module !== undefined
      ? (await courseChapters(db, courseId)).filter((chapter) => chapter.moduleIndex === filter.module! - 1).map((chapter) => chapter.id)
      : undefined;
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));
  return listAttempts(db, {
    ownerId,
    courseId,
    chapterIds: filter.chapterId !== undefined ? [filter.chapterId].filter((id) => chapterIds?.includes(id) ?? true) : chapterIds,
    from: date(filter.from),
    to: date(filter.to),
    dueFrom: date(filter.dueFrom),
    dueTo: date(filter.dueTo),
    counted: filter.counted,
    cursor: filter.cursor,
    limit: filter.limit,
  });
}
