import "server-only";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { configuredEmbedder } from "./embedder";
import { startSourceWorker } from "./source-worker";
import { currentSourceWorker, registerSourceWorker } from "./source-worker-registry";

export { currentSourceWorker, registerSourceWorker, wakeSourceWorker } from "./source-worker-registry";

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
