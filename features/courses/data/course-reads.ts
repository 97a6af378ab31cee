import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";
import { courseNotFound } from "@/lib/course-scope/course-ids";
import type { CourseDetail, CourseSummary } from "../contract";
import { toCourseDetail, toCourseSummary, type CourseRow } from "./course-mappers";

/**
 * Reads, always scoped by owner. Another owner's course and a course that does
 * not exist are the same 404 (lib/course-scope's courseNotFound): the answer never
 * tells a guesser which ids exist.
 */
export async function findCourseRow(db: Database, ownerId: string, courseId: string): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

export async function requireCourseRow(db: Database, ownerId: string, courseId: string): Promise<CourseRow> {
  const row = await findCourseRow(db, ownerId, courseId);
  if (!row) throw courseNotFound();
  return row;
}

/** Builds the detail of a row already known to belong to the owner. */
export async function courseDetailOf(db: Database, row: CourseRow): Promise<CourseDetail> {
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, row.id))
    .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
  return toCourseDetail(row, chapterRows);
}

export async function getCourse(db: Database, ownerId: string, courseId: string): Promise<CourseDetail> {
  return courseDetailOf(db, await requireCourseRow(db, ownerId, courseId));
}

/** The owner's courses, most recently changed first, with chapter progress counted in the same query. */
export async function listCourses(db: Database, ownerId: string): Promise<CourseSummary[]> {
  const rows = await db
    .select({
      course: courses,
      chapterCount: sql<number>`(count(${chapters.id}))::int`,
      doneCount: sql<number>`(count(${chapters.id}) filter (where ${chapters.status} = 'done'))::int`,
      failedCount: sql<number>`(count(${chapters.id}) filter (where ${chapters.status} = 'failed'))::int`,
    })
    .from(courses)
    .leftJoin(chapters, eq(chapters.courseId, courses.id))
    .where(eq(courses.ownerId, ownerId))
    .groupBy(courses.id)
    .orderBy(desc(courses.updatedAt), desc(courses.id));
  return rows.flatMap(({ course, ...counts }) => {
    try {
      return [toCourseSummary(course, counts)];
    } catch (error) {
      // One damaged row must not hide the whole library; it is still reported (and 500s when opened).
      console.error("[courses] skipping an unreadable course in the list:", error);
      return [];
    }
  });
}
