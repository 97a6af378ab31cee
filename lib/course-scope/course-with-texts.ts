import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { courseNotFound } from "./course-ids";

/**
 * The owner's course with its written chapters and whatever a feature keeps under the course, in
 * ONE statement: a search syncs every text of a course before each query, and reading them file by
 * file cost 2N + 6 statements. The feature adds its own correlated subqueries (`extra`); the
 * courses and chapters tables stay read here.
 */

// Written out: in a one-table select drizzle leaves column names unqualified, and inside a
// subquery over another table "id" would be that table's.
const COURSE_ID = sql.raw(`"courses"."id"`);

const writtenChaptersSchema = z.array(
  z.object({ moduleIndex: z.number().int(), position: z.number().int(), title: z.string(), content: z.string() }),
);

/** A chapter that has text (one still being written has none), as a search indexes it. */
export type WrittenChapter = z.infer<typeof writtenChaptersSchema>[number];

/**
 * `extra(courseId)`: the feature's own columns, each a subquery correlated on `courseId` (the SQL of
 * the course row's id). Returns the written chapters in course order and the extra columns unparsed:
 * the feature validates its own shapes. Another owner's course is the same 404 as a missing one.
 */
export async function readOwnedCourseWithTexts<Extra extends Record<string, SQL>>(
  db: Database,
  ownerId: string,
  courseId: string,
  extra: (courseId: SQL) => Extra,
): Promise<{ chapters: WrittenChapter[]; extra: Record<keyof Extra, unknown> }> {
  const [row] = await db
    .select({
      chapters: sql<unknown>`(select coalesce(json_agg(json_build_object('moduleIndex', ch.module_index, 'position', ch.position, 'title', ch.title, 'content', ch.content) order by ch.module_index, ch.position), '[]'::json) from chapters ch where ch.course_id = ${COURSE_ID} and ch.content <> '')`,
      extra: sql<unknown>`json_build_object(${sql.join(
        Object.entries(extra(COURSE_ID)).flatMap(([name, column]) => [sql`${name}::text`, column]),
        sql`, `,
      )})`,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw courseNotFound();
  return { chapters: writtenChaptersSchema.parse(row.chapters), extra: row.extra as Record<keyof Extra, unknown> };
}
