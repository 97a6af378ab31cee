import "server-only";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { configuredEmbedder } from "./embedder";
import { startSourceWorker, type SourceWorker } from "./source-worker";

/**
 * The process's source ingester, on globalThis: Next compiles instrumentation.ts (which starts it)
 * and the route handlers (which wake it after an upload) into separate bundles.
 */
const KEY = Symbol.for("nexusnote.sourceWorker");
type Slot = { [KEY]?: SourceWorker };

export function currentSourceWorker(): SourceWorker | undefined {
  return (globalThis as Slot)[KEY];
}

export function registerSourceWorker(worker: SourceWorker | undefined): void {
  (globalThis as Slot)[KEY] = worker;
}

/** Wakes this process's ingester after an upload; a no-op when it runs none (other processes poll). */
export function wakeSourceWorker(): void {
  currentSourceWorker()?.wake();
}

/**
 * Starts the ingester (called from instrumentation.ts). Idempotent. SOURCES_WORKER=off (or
 * GENERATION_WORKER=off, a pages-only process) runs none.
 */
export async function startBackgroundSources(): Promise<void> {
  if (currentSourceWorker()) return;
  const env = serverEnv();
  if (env.SOURCES_WORKER === "off" || env.GENERATION_WORKER === "off") return;
  const { db, kind } = await database();
  if (currentSourceWorker()) return;
  const worker = startSourceWorker({
    db,
    concurrency: env.SOURCES_CONCURRENCY,
    pollMs: env.SOURCES_POLL_MS,
    staleMs: env.SOURCES_STALE_MS,
    maxAttempts: env.SOURCES_MAX_ATTEMPTS,
    exclusiveDatabase: kind === "pglite",
    embedder: configuredEmbedder,
  });
  registerSourceWorker(worker);
  console.info(`[sources] worker ${worker.workerId} started`);
}
