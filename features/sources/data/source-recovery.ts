import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { sources } from "@/lib/db/schema";
import { isProvablyDead, type RecoveryContext } from "@/lib/queue/worker-identity";
import { WORKING_STATUSES } from "./source-queue";

/**
 * After a crash, the sources the dead process was reading stay in a working status until their
 * claim goes stale; a starting worker does not wait for the claims of workers that are provably
 * dead (the rule every queue shares: lib/queue/worker-identity).
 */

export const ABANDONED_MESSAGE = "Reading this file stopped the server several times, so it was given up. Try a smaller or simpler file.";

/** Puts dead workers' sources back in the queue, or fails those that used every attempt. Returns how many. */
export async function releaseDeadSourceClaims(db: Database, context: RecoveryContext & { maxAttempts: number }): Promise<number> {
  const working = await db
    .select({ id: sources.id, claimedBy: sources.claimedBy, attempts: sources.attempts })
    .from(sources)
    .where(inArray(sources.status, [...WORKING_STATUSES]));
  let released = 0;
  for (const row of working) {
    if (!row.claimedBy || !isProvablyDead(row.claimedBy, context)) continue;
    const exhausted = row.attempts >= context.maxAttempts;
    const updated = await db
      .update(sources)
      .set({
        status: exhausted ? "failed" : "queued",
        error: exhausted ? ABANDONED_MESSAGE : null,
        claimedBy: null,
        claimedAt: null,
        notBefore: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(sources.id, row.id), inArray(sources.status, [...WORKING_STATUSES]), eq(sources.claimedBy, row.claimedBy)))
      .returning({ id: sources.id });
    released += updated.length;
  }
  return released;
}
