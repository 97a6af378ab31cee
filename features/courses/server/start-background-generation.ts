import "server-only";
import { turnModel } from "@/lib/ai/turn-model";
import { database } from "@/lib/db/database";
import { serverEnv } from "@/lib/env";
import { startGenerationWorker, type GenerationWorkerOptions } from "./generation-worker";
import { currentGenerationWorker, registerGenerationWorker } from "./generation-worker-registry";

/**
 * Starts this server process's generation worker (called from instrumentation.ts, which passes
 * the hooks app/_compose wires to it).
 * Idempotent: a second call (dev-server reload) keeps the running worker.
 * No shutdown hook: Next exits on SIGTERM on its own; chapters in flight then
 * are released by the next process at its start (see ./generation-recovery).
 */
export async function startBackgroundGeneration(
  hooks: Pick<GenerationWorkerOptions, "onChapterWritten" | "withinChapterSave" | "findChapterMaterial"> = {},
): Promise<void> {
  if (currentGenerationWorker()) return;
  const env = serverEnv();
  if (env.GENERATION_WORKER === "off") return;
  const { db, kind } = await database();
  if (currentGenerationWorker()) return;
  const worker = startGenerationWorker({
    db,
    model: turnModel("course"),
    concurrency: env.GENERATION_CONCURRENCY,
    pollMs: env.GENERATION_POLL_MS,
    staleMs: env.GENERATION_STALE_MS,
    maxAttempts: env.GENERATION_MAX_ATTEMPTS,
    exclusiveDatabase: kind === "pglite",
    ...hooks,
  });
  registerGenerationWorker(worker);
  console.info(`[generation] worker ${worker.workerId} started (concurrency ${env.GENERATION_CONCURRENCY})`);
}
