import "server-only";
import { hostname } from "node:os";
import { isProcessRunning } from "@/lib/db/data-dir-lock";

/**
 * Who holds a queue row's claim, and whether that holder is provably dead. A claim names its
 * worker (`host:pid:nonce`), so a starting worker can release at once every claim whose worker
 * is provably dead instead of waiting for the claim to go stale:
 *   - on the embedded database, every claim but a live one of this process: the data-directory
 *     lock means no other live process can be using this database;
 *   - on a shared PostgreSQL, claims from this host whose pid no longer runs, or that carry this
 *     very pid but another nonce (an earlier process that got the same pid — pid 1 in every
 *     container start).
 * Claims of other hosts are left to the stale timeout: we cannot see their processes.
 */

// Workers running in this process (several in tests; one per queue otherwise): never dead. On
// globalThis, as Next bundles instrumentation and the routes separately; one set for every queue.
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
