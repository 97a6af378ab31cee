import "server-only";
import { hostname } from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { isProcessRunning } from "@/lib/db/data-dir-lock";
import { sources } from "@/lib/db/schema";
import { WORKING_STATUSES } from "./source-queue";

/**
 * After a crash, the sources the dead process was reading stay in a working status until their
 * claim goes stale. A claim names its worker (`host:pid:nonce`), so a starting worker releases at
 * once every claim whose worker is provably dead (the rule of the chapter queue's recovery):
 * on the embedded database every claim but a live one of this process (the data-directory lock
 * means no other process uses it); on PostgreSQL, claims from this host whose pid no longer runs
 * or that carry this pid with another nonce. Other hosts' claims wait for the stale timeout.
 */
// Shared with the chapter writer's registry (same globalThis key): workers of this process are never dead.
const liveHere = ((globalThis as typeof globalThis & { __nexusnoteLiveWorkers?: Set<string> }).__nexusnoteLiveWorkers ??=
  new Set<string>());

export function registerLiveSourceWorker(workerId: string): () => void {
  liveHere.add(workerId);
  return () => liveHere.delete(workerId);
}

export function newSourceWorkerId(nonce: string, host = hostname(), pid = process.pid): string {
  return `${host}:${pid}:${nonce}`;
}

export interface SourceRecoveryContext {
  workerId: string;
  exclusive: boolean;
  maxAttempts: number;
  host?: string;
  pid?: number;
  isRunning?: (pid: number) => boolean;
}

function isProvablyDead(claimedBy: string, context: SourceRecoveryContext): boolean {
  if (claimedBy === context.workerId || liveHere.has(claimedBy)) return false;
  if (context.exclusive) return true;
  const match = /^(.+):(\d+):([^:]+)$/.exec(claimedBy);
  if (!match || match[1] !== (context.host ?? hostname())) return false;
  const pid = Number(match[2]);
  if (pid === (context.pid ?? process.pid)) return true;
  return !(context.isRunning ?? isProcessRunning)(pid);
}

export const ABANDONED_MESSAGE = "Reading this file stopped the server several times, so it was given up. Try a smaller or simpler file.";

/** Puts dead workers' sources back in the queue, or fails those that used every attempt. Returns how many. */
export async function releaseDeadSourceClaims(db: Database, context: SourceRecoveryContext): Promise<number> {
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
