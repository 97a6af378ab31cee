import "server-only";
import { randomUUID } from "node:crypto";
import type { LanguageModel } from "ai";
import type { Database } from "@/lib/db/client";
import { runChapterWriter } from "../agents/chapter-writer-agent";
import { loadChapterRequest } from "./chapter-request";
import type { Backoff } from "../lib/generation-backoff";
import { GenerationError, type GenerationFailure } from "../lib/generation-failures";
import { claimChapters, failChapter, touchClaims, type ClaimedChapter } from "./generation-queue";
import { newWorkerId, registerLiveWorker, releaseDeadClaims } from "./generation-recovery";
import { markCoursesGenerating, settleCourse } from "./settle-course";
import { createWakeSignal } from "../lib/wake-signal";

export interface GenerationWorkerOptions {
  db: Database;
  model: LanguageModel;
  concurrency: number;
  pollMs: number;
  staleMs: number;
  maxAttempts: number;
  /** Unique per process; defaults to host:pid:random so restarts never reuse an old claim's id. */
  workerId?: string;
  /**
   * True on the embedded database, which only this process can open: every other
   * worker's claim found at start is from a dead process (see ./generation-recovery).
   */
  exclusiveDatabase?: boolean;
  backoff?: Backoff;
  /** Where causes of failures go (default: console). Tests pass a quiet one. */
  log?: (message: string, error?: unknown) => void;
}

export interface GenerationWorker {
  readonly workerId: string;
  /** Claim now instead of at the next poll (after confirm, retry or rewrite). */
  wake(): void;
  /** Stops claiming and resolves once every chapter in flight is finished. */
  stop(): Promise<void>;
}

const defaultLog = (message: string, error?: unknown) =>
  error === undefined ? console.info(`[generation] ${message}`) : console.error(`[generation] ${message}`, error);

/**
 * The background chapter writer of one process. It keeps up to `concurrency`
 * chapters in flight, claiming only as many as it has free slots, so several
 * processes sharing a PostgreSQL database split the queue between them. A
 * restart resumes by itself: queued chapters are simply claimed, chapters left
 * "writing" by a provably dead process are released at start, and any other
 * abandoned claim is retaken once it is stale.
 */
export function startGenerationWorker(options: GenerationWorkerOptions): GenerationWorker {
  const { db, concurrency, maxAttempts, staleMs } = options;
  const workerId = options.workerId ?? newWorkerId(randomUUID().slice(0, 8));
  const log = options.log ?? defaultLog;
  const inFlight = new Map<string, Promise<unknown>>();
  const signal = createWakeSignal();
  let stopping = false;

  async function fail(chapter: ClaimedChapter, reason: GenerationFailure) {
    const outcome = await failChapter(db, { chapterId: chapter.id, workerId, reason, maxAttempts, backoff: options.backoff });
    if (outcome?.status === "failed") log(`chapter ${chapter.id} failed after ${outcome.attempts} attempt(s): ${reason}`);
  }

  async function write(chapter: ClaimedChapter): Promise<void> {
    // A chapter retaken again and again from dead workers may be what kills them: stop after the limit.
    if (chapter.previousStatus === "writing" && chapter.attempts > maxAttempts) return fail(chapter, "abandoned");
    const request = await loadChapterRequest(db, chapter.id);
    if (!request) return; // the course was deleted meanwhile; its rows went with it
    try {
      const outcome = await runChapterWriter({ model: options.model, db, chapterId: chapter.id, workerId, request });
      if (outcome === "claim_lost") log(`chapter ${chapter.id}: claim lost to another worker, result dropped`);
    } catch (error) {
      const reason = error instanceof GenerationError ? error.failure : "model_failed";
      log(`chapter ${chapter.id}: attempt ${chapter.attempts} failed (${reason})`, error instanceof GenerationError ? error.cause : error);
      await fail(chapter, reason);
    }
  }

  function start(chapter: ClaimedChapter) {
    const task = write(chapter)
      .catch(async (error: unknown) => {
        // Loading the request or recording the outcome failed (database trouble): count it as an attempt if we can.
        log(`chapter ${chapter.id}: internal error`, error);
        await fail(chapter, error instanceof GenerationError ? error.failure : "internal").catch(() => {});
      })
      .then(() => settleCourse(db, chapter.courseId))
      .catch((error: unknown) => log(`course ${chapter.courseId}: settle failed`, error))
      .finally(() => {
        inFlight.delete(chapter.id);
        signal.notify();
      });
    inFlight.set(chapter.id, task);
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      const free = concurrency - inFlight.size;
      let claimed: ClaimedChapter[] = [];
      if (free > 0) {
        try {
          claimed = await claimChapters(db, { workerId, limit: free, staleMs });
          failures = 0;
          await markCoursesGenerating(
            db,
            claimed.map((chapter) => chapter.courseId),
          );
        } catch (error) {
          failures += 1;
          log(`claiming failed (${failures} in a row); retrying`, error);
        }
        for (const chapter of claimed) start(chapter);
      }
      // Full slots: wait for a chapter to finish. A short claim: the queue is empty, poll (or be woken).
      if (stopping || (claimed.length > 0 && claimed.length === free)) continue;
      // While the database is unreachable, back off instead of logging every poll.
      await signal.wait(failures > 0 ? Math.min(30_000, options.pollMs * 2 ** failures) : options.pollMs);
    }
  }

  // Heartbeat well inside the stale window, so only a dead worker's claims ever go stale.
  const heartbeat = setInterval(
    () => {
      touchClaims(db, { workerId, chapterIds: [...inFlight.keys()] }).catch((error: unknown) => log("heartbeat failed", error));
    },
    Math.max(250, Math.floor(staleMs / 3)),
  );
  heartbeat.unref?.();

  const unregister = registerLiveWorker(workerId);
  // Before the first claim: what a crashed process was writing goes back to the queue now, not in minutes.
  const recovered = releaseDeadClaims(db, { workerId, exclusive: options.exclusiveDatabase ?? false, maxAttempts })
    .then((count) => {
      if (count > 0) log(`released ${count} chapter(s) left writing by a stopped process`);
    })
    .catch((error: unknown) => log("releasing claims of stopped processes failed", error));
  const running = recovered.then(loop);
  return {
    workerId,
    wake: () => signal.notify(),
    async stop() {
      stopping = true;
      signal.notify();
      await running;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
      clearInterval(heartbeat);
      unregister();
    },
  };
}
