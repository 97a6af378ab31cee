import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters, courses, generationJobs } from "@/lib/db/schema";
import type { CourseDetail } from "../contract";
import { newId } from "./course-ids";
import { parseStoredCourse } from "./course-mappers";
import { getCourse } from "./course-reads";

/**
 * Confirms a draft and queues its chapters, in one transaction. The guarded
 * UPDATE (… AND status = 'draft') lets exactly one caller through: a second
 * confirm — a double click, another tab, a retried request — waits for the
 * first one's row lock, then matches nothing and just returns the course as it
 * now is. So confirming never starts two generations or duplicates chapters;
 * the unique indexes on chapters and running jobs are the backstop. The caller
 * wakes the generation worker (data/ never reaches into server/).
 */
export async function confirmCourse(db: Database, ownerId: string, courseId: string): Promise<CourseDetail> {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(courses)
      .set({ status: "generating", updatedAt: sql`now()` })
      .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId), eq(courses.status, "draft")))
      .returning();
    if (!claimed) return;

    const { outline } = parseStoredCourse(claimed);
    const rows = outline.modules.flatMap((module, moduleIndex) =>
      module.chapters.map((chapter, position) => ({
        id: newId("ch"),
        courseId,
        moduleIndex,
        position,
        moduleTitle: module.title,
        title: chapter.title,
        objective: chapter.objective,
        snippet: chapter.snippet ?? null,
        minutes: chapter.minutes,
        status: "queued",
      })),
    );
    await tx.insert(chapters).values(rows);
    await tx.insert(generationJobs).values({ id: newId("job"), courseId, status: "running" });
  });
  // Unknown and foreign ids end here as a 404, whichever way the transaction went.
  return getCourse(db, ownerId, courseId);
}
