import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  startQueueWorker,
  type QueueProcessor,
  type QueueWorker,
  type QueueWorkerContext,
  type QueueWorkerOptions,
} from "@/lib/queue/queue-worker";
import { embedPendingChunks } from "./embedding-pass";
import type { SourceEmbedder } from "./embedder";
import { PermanentSourceError, processSource } from "./source-processing";
import { claimSources, failSource, touchSourceClaims, type ClaimedSource } from "../data/source-queue";
import { ABANDONED_MESSAGE, releaseDeadSourceClaims } from "../data/source-recovery";

/** The shell's settings (lib/queue/queue-worker.ts), and what the ingester needs. */
export interface SourceWorkerOptions extends Omit<QueueWorkerOptions, "log"> {
  db: Database;
  /** Embeds new chunks in the background when set (semantic search). */
  embedder?: () => SourceEmbedder | null;
  /** Wait before a failed attempt is retried (default: 2 s × attempts). */
  retryInMs?: (attempts: number) => number;
  log?: (message: string, error?: unknown) => void;
}

/** wake() after an upload; stop() resolves once every source in flight is finished. */
export type SourceWorker = QueueWorker;

export const RETRIES_EXHAUSTED_MESSAGE = "This file could not be processed after several tries. Remove it and upload it again.";

const defaultLog = (message: string, error?: unknown) =>
  error === undefined ? console.info(`[sources] ${message}`) : console.error(`[sources] ${message}`, error);

/**
 * The ingester as a processor of the queue-worker shell (lib/queue/queue-worker.ts): the
 * upload/paste rows are its queue; running one reads, splits and indexes the source. When the
 * queue is idle it refreshes the planner's statistics and embeds new chunks.
 */
function ingester(options: SourceWorkerOptions, worker: QueueWorkerContext): QueueProcessor<ClaimedSource> {
  const { db, maxAttempts } = options;
  const { workerId, log } = worker;
  const retryInMs = options.retryInMs ?? ((attempts: number) => 2000 * attempts);
  let embedFailures = 0;
  let embedNotBefore = 0;
  let statisticsStale = false;

  // Fresh statistics let the planner use the GIN index (3× faster search over 10k chunks in the
  // bench); PGlite runs no autovacuum. Once per burst of ingestion, when the queue is idle.
  async function refreshStatistics() {
    if (!statisticsStale) return;
    statisticsStale = false;
    await db.execute(sql`ANALYZE sources, source_chunks`).catch((error: unknown) => log("analyze failed", error));
  }

  async function fail(source: ClaimedSource, message: string, permanent: boolean) {
    const outcome = await failSource(db, {
      sourceId: source.id,
      workerId,
      message,
      permanent,
      maxAttempts,
      retryInMs: retryInMs(source.attempts),
    });
    if (outcome === "failed") log(`source ${source.id} failed: ${message}`);
  }

  async function embedSome() {
    const embedder = options.embedder?.();
    if (!embedder || Date.now() < embedNotBefore) return;
    try {
      const count = await embedPendingChunks(db, embedder, { maxBatches: 2 });
      embedFailures = 0;
      if (count > 0) worker.wake(); // more may be waiting
    } catch (error) {
      embedFailures += 1;
      embedNotBefore = Date.now() + Math.min(300_000, 2000 * 2 ** embedFailures);
      log(`embedding failed (${embedFailures} in a row); keyword search still works`, error);
    }
  }

  return {
    noun: "source",
    claim: (limit, staleMs) => claimSources(db, { workerId, limit, staleMs }),
    touch: (sourceIds) => touchSourceClaims(db, { workerId, sourceIds }),
    releaseDeadClaims: (context) => releaseDeadSourceClaims(db, { ...context, maxAttempts }),
    retaken: (source) => source.previousStatus !== "queued",
    abandon: (source) => fail(source, ABANDONED_MESSAGE, true),
    async process(source) {
      const outcome = await processSource(db, source, workerId);
      if (outcome === "lost") log(`source ${source.id}: claim lost (retaken or deleted), result dropped`);
      else statisticsStale = true;
    },
    async retry(source, error) {
      if (error instanceof PermanentSourceError) return fail(source, error.message, true);
      log(`source ${source.id}: attempt ${source.attempts} failed`, error);
      await fail(source, RETRIES_EXHAUSTED_MESSAGE, false);
    },
    onIdle: async () => {
      await refreshStatistics();
      await embedSome();
    },
    onStopped: refreshStatistics,
  };
}

/** The background ingester of one process (same shell as the chapter writer: see startQueueWorker). */
export function startSourceWorker(options: SourceWorkerOptions): SourceWorker {
  return startQueueWorker<ClaimedSource>({ ...options, log: options.log ?? defaultLog }, (worker) => ingester(options, worker));
}
