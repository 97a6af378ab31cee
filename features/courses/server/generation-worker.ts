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
import { startClaimLoop } from "@/lib/queue/claim-loop";

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

  /** Writes one chapter, then settles its course (ready / failed once no chapter is left to write). */
  async function run(chapter: ClaimedChapter): Promise<void> {
    await write(chapter).catch(async (error: unknown) => {
      // Loading the request or recording the outcome failed (database trouble): count it as an attempt if we can.
      log(`chapter ${chapter.id}: internal error`, error);
      await fail(chapter, error instanceof GenerationError ? error.failure : "internal").catch(() => {});
    });
    await settleCourse(db, chapter.courseId).catch((error: unknown) => log(`course ${chapter.courseId}: settle failed`, error));
  }

  const unregister = registerLiveWorker(workerId);
  const queue = startClaimLoop<ClaimedChapter>({
    concurrency,
    pollMs: options.pollMs,
    staleMs,
    log,
    claim: async (limit) => {
      const claimed = await claimChapters(db, { workerId, limit, staleMs });
      await markCoursesGenerating(
        db,
        claimed.map((chapter) => chapter.courseId),
      );
      return claimed;
    },
    run,
    touch: (chapterIds) => touchClaims(db, { workerId, chapterIds }),
    // Before the first claim: what a crashed process was writing goes back to the queue now, not in minutes.
    recover: async () => {
      const count = await releaseDeadClaims(db, { workerId, exclusive: options.exclusiveDatabase ?? false, maxAttempts });
      if (count > 0) log(`released ${count} chapter(s) left writing by a stopped process`);
    },
  });
  return {
    workerId,
    wake: () => queue.wake(),
    async stop() {
      await queue.stop();
      unregister();
    },
  };
}
