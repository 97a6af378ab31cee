import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { isProcessRunning } from "@/lib/db/data-dir-lock";
import { chapters } from "@/lib/db/schema";
import { GENERATION_FAILURES } from "../lib/generation-failures";
import { settleCourse } from "./settle-course";

/**
 * After a crash, the chapters the dead process was writing stayed "writing"
 * until their claim went stale (3 minutes by default). A claim names its worker
 * (`host:pid:nonce`), so a starting worker can release, at once, every claim
 * whose worker is provably dead:
 *   - on the embedded database, every claim but its own: the data-directory
 *     lock means no other live process can be using this database;
 *   - on a shared PostgreSQL, claims from this host whose pid no longer runs,
 *     or that carry this very pid but another nonce (an earlier process that got
 *     the same pid — pid 1 in every container start).
 * Claims of other hosts are left to the stale timeout: we cannot see their processes.
 */
// Workers running in this process (several in tests; one per server otherwise): never dead.
// On globalThis, as Next bundles instrumentation and the routes separately.
const liveHere = ((globalThis as typeof globalThis & { __nexusnoteLiveWorkers?: Set<string> }).__nexusnoteLiveWorkers ??=
  new Set<string>());

/** Marks a worker of this process as live until the returned function is called. */
export function registerLiveWorker(workerId: string): () => void {
  liveHere.add(workerId);
  return () => liveHere.delete(workerId);
}

export function newWorkerId(nonce: string, host = hostname(), pid = process.pid): string {
  return `${host}:${pid}:${nonce}`;
}

export function parseWorkerId(workerId: string): { host: string; pid: number; nonce: string } | null {
  const match = /^(.+):(\d+):([^:]+)$/.exec(workerId);
  return match ? { host: match[1]!, pid: Number(match[2]), nonce: match[3]! } : null;
}

export interface RecoveryContext {
  workerId: string;
  /** True on the embedded database (one process per data directory, enforced by its lock). */
  exclusive: boolean;
  host?: string;
  pid?: number;
  isRunning?: (pid: number) => boolean;
}

export function isProvablyDead(claimedBy: string, context: RecoveryContext): boolean {
  if (claimedBy === context.workerId || liveHere.has(claimedBy)) return false;
  if (context.exclusive) return true;
  const claim = parseWorkerId(claimedBy);
  if (!claim || claim.host !== (context.host ?? hostname())) return false;
  if (claim.pid === (context.pid ?? process.pid)) return true;
  return !(context.isRunning ?? isProcessRunning)(claim.pid);
}

/**
 * Puts the dead workers' chapters back in the queue (due now), or fails them as
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
