import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";

const titledSchema = z.object({ title: z.string() });

/**
 * The titles of those of `courseIds` the owner has, in one statement (another owner's course is
 * simply absent): for a view that names the courses its items come from, such as the review queue.
 * Only the outline's title is read back, so an outline that no longer reads whole still names its course.
 */
export async function ownedCourseTitles(db: Database, ownerId: string, courseIds: readonly string[]): Promise<Map<string, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, outline: courses.outline })
    .from(courses)
    .where(and(eq(courses.ownerId, ownerId), inArray(courses.id, [...courseIds])));
  return new Map(
    rows.flatMap((row) => {
      const outline = titledSchema.safeParse(row.outline);
      return outline.success ? [[row.id, outline.data.title] as const] : [];
    }),
  );
}
