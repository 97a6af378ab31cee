import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import { isProvablyDead, type RecoveryContext } from "@/lib/queue/worker-identity";
import { GENERATION_FAILURES } from "../lib/generation-failures";
import { settleCourse } from "./settle-course";

/**
 * After a crash, the chapters the dead process was writing stay "writing" until
 * their claim goes stale (3 minutes by default); a starting worker does not wait
 * for the claims of workers that are provably dead (lib/queue/worker-identity).
 * Puts those chapters back in the queue (due now), or fails them as
 * "abandoned" when they already used every attempt — a chapter that keeps
 * killing its worker must not kill the next one too. Each row is released only
 * if it still carries the dead claim, so a live worker that retook it meanwhile
 * keeps it. Returns how many chapters were released.
 */
export async function releaseDeadClaims(db: Database, context: RecoveryContext & { maxAttempts: number }): Promise<number> {
  const writing = await db
    .select({ id: chapters.id, courseId: chapters.courseId, claimedBy: chapters.claimedBy, attempts: chapters.attempts })
    .from(chapters)
    .where(eq(chapters.status, "writing"));
  const courses = new Set<string>();
  let released = 0;
  for (const row of writing) {
    if (!row.claimedBy || !isProvablyDead(row.claimedBy, context)) continue;
    const exhausted = row.attempts >= context.maxAttempts;
    const updated = await db
      .update(chapters)
      .set({
        status: exhausted ? "failed" : "queued",
        lastError: exhausted ? GENERATION_FAILURES.abandoned : null,
        claimedBy: null,
        claimedAt: null,
        notBefore: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(chapters.id, row.id), eq(chapters.status, "writing"), eq(chapters.claimedBy, row.claimedBy)))
      .returning({ id: chapters.id });
    if (updated.length === 0) continue;
    released += 1;
    if (exhausted) courses.add(row.courseId);
  }
  // A chapter failed for good may finish its course (ready or failed).
  for (const courseId of courses) await settleCourse(db, courseId);
  return released;
}
