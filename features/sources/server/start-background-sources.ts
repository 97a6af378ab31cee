import "server-only";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { processWorkerSlot } from "@/lib/queue/process-worker";
import { configuredEmbedder } from "./embedder";
import { startSourceWorker, type SourceWorker } from "./source-worker";

/** The process's source ingester, woken by the routes after an upload (other processes poll). */
const slot = processWorkerSlot<SourceWorker>("nexusnote.sourceWorker");

export const currentSourceWorker = slot.current;
export const registerSourceWorker = slot.register;
export const wakeSourceWorker = slot.wake;

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
