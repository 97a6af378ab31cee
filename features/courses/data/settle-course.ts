import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import type { ChapterStatus, CourseStatus } from "../contract";

/**
 * Once a course is confirmed, its status is DERIVED from its chapters — never
 * set on its own — so a retry or rewrite can simply queue a chapter:
 *
 *   any chapter queued or writing     → generating
 *   otherwise, at least one done      → ready  (failed chapters stay retryable one by one)
 *   otherwise (every chapter failed)  → failed
 *
 * A draft (no chapters yet) is never touched. When nothing is pending, the
 * running generation job is finished: done when the course is ready, failed
 * when it failed.
 */
export interface ChapterCounts {
  pending: number;
  done: number;
  failed: number;
  total: number;
}

export function deriveCourseStatus(counts: ChapterCounts): CourseStatus | null {
  if (counts.total === 0) return null;
  if (counts.pending > 0) return "generating";
  return counts.done > 0 ? "ready" : "failed";
}

export interface SettleResult {
  status: CourseStatus;
  counts: ChapterCounts;
  changed: boolean;
}

/**
 * Applies the rule to one course. The course row is locked first, so two
 * workers finishing the course's last chapters at the same moment settle one
 * after the other and the later one counts both chapters (each statement in
 * the transaction sees everything committed before it started). Null when the
 * course is gone or still a draft.
 */
export async function settleCourse(db: Database, courseId: string): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId)).for("update");
    if (!course || course.status === "draft") return null;
    const grouped = await tx
      .select({ status: chapters.status, count: sql<number>`count(*)::int` })
      .from(chapters)
      .where(eq(chapters.courseId, courseId))
      .groupBy(chapters.status);
    const count = (...statuses: ChapterStatus[]) =>
      grouped.filter((row) => (statuses as string[]).includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
    const counts: ChapterCounts = {
      pending: count("queued", "writing"),
      done: count("done"),
      failed: count("failed"),
      total: grouped.reduce((sum, row) => sum + Number(row.count), 0),
    };
    const status = deriveCourseStatus(counts);
    if (!status) return null;
    const changed = status !== course.status;
    if (changed)
      await tx
        .update(courses)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(courses.id, courseId));
    if (counts.pending === 0) {
      await tx
        .update(generationJobs)
        .set({ status: status === "ready" ? "done" : "failed", finishedAt: sql`now()` })
        .where(and(eq(generationJobs.courseId, courseId), eq(generationJobs.status, "running")));
    }
    return { status, counts, changed };
  });
}

/**
 * The rule's first line, applied cheaply right after a claim: a ready or failed
 * course that gets a chapter back in the queue (retry, rewrite) is generating
 * again. Only rows whose status actually changes are written (and locked).
 */
export async function markCoursesGenerating(db: Database, courseIds: readonly string[]): Promise<void> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return;
  await db
    .update(courses)
    .set({ status: "generating", updatedAt: sql`now()` })
    .where(and(inArray(courses.id, ids), inArray(courses.status, ["ready", "failed"])));
}
