import "server-only";
import type { LanguageModel } from "ai";
import type { Database } from "@/lib/db/client";
import {
  startQueueWorker,
  type QueueProcessor,
  type QueueWorker,
  type QueueWorkerContext,
  type QueueWorkerOptions,
} from "@/lib/queue/queue-worker";
import { runChapterWriter } from "../agents/chapter-writer-agent";
import type { ChapterSaveHook, ChapterSaveOutcome } from "../data/chapter-save";
import type { Backoff } from "../lib/generation-backoff";
import { GenerationError, type GenerationFailure } from "../lib/generation-failures";
import { loadChapterRequest } from "../data/chapter-request";
import { withChapterMaterial, type ChapterMaterialFinder } from "../data/chapter-material";
import { claimChapters, failChapter, touchClaims, type ClaimedChapter } from "../data/generation-queue";
import { releaseDeadClaims } from "../data/generation-recovery";
import { markCoursesGenerating, settleCourse } from "../data/settle-course";

/** The shell's settings (lib/queue/queue-worker.ts), and what the chapter writer needs. */
export interface GenerationWorkerOptions extends Omit<QueueWorkerOptions, "log"> {
  db: Database;
  model: LanguageModel;
  backoff?: Backoff;
  /** Where causes of failures go (default: console). Tests pass a quiet one. */
  log?: (message: string, error?: unknown) => void;
  /**
   * Runs once a chapter's text is saved (written or rewritten), wired by app/ (the practice feature
   * makes the chapter's questions). Its failure is logged and costs the chapter nothing.
   */
  onChapterWritten?: (written: ChapterWritten) => Promise<void>;
  /**
   * Runs inside the transaction that saves a chapter's text, wired by app/ (with the offline model,
   * the practice feature stores the chapter's questions with it). Its failure is logged and the
   * text is saved without it. No model calls: see ChapterSaveHook.
   */
  withinChapterSave?: ChapterSaveHook;
  /**
   * Finds the learner's material for a chapter (the course's sources), wired by app/ (the sources
   * feature's search): its passages go into the chapter request. Without it chapters are written
   * from the outline alone.
   */
  findChapterMaterial?: ChapterMaterialFinder;
}

export interface ChapterWritten {
  db: Database;
  courseId: string;
  chapterId: string;
  /** withinChapterSave ran and committed with the text. */
  savedWithin: boolean;
}

/** Claim now with wake() (after confirm, retry or rewrite); stop() resolves once every chapter in flight is finished. */
export type GenerationWorker = QueueWorker;

const defaultLog = (message: string, error?: unknown) =>
  error === undefined ? console.info(`[generation] ${message}`) : console.error(`[generation] ${message}`, error);

/**
 * The chapter writer as a processor of the queue-worker shell (lib/queue/queue-worker.ts): the
 * chapter rows are its queue; running one writes the chapter with the course model, and every
 * chapter settles its course (ready, or failed, once no chapter is left to write).
 */
function chapterWriter(options: GenerationWorkerOptions, worker: QueueWorkerContext): QueueProcessor<ClaimedChapter> {
  const { db, maxAttempts } = options;
  const { workerId, log } = worker;

  async function fail(chapter: ClaimedChapter, reason: GenerationFailure) {
    const outcome = await failChapter(db, { chapterId: chapter.id, workerId, reason, maxAttempts, backoff: options.backoff });
    if (outcome?.status === "failed") log(`chapter ${chapter.id} failed after ${outcome.attempts} attempt(s): ${reason}`);
  }

  return {
    noun: "chapter",
    claim: async (limit, staleMs) => {
      const claimed = await claimChapters(db, { workerId, limit, staleMs });
      await markCoursesGenerating(
        db,
        claimed.map((chapter) => chapter.courseId),
      );
      return claimed;
    },
    touch: (chapterIds) => touchClaims(db, { workerId, chapterIds }),
    releaseDeadClaims: (context) => releaseDeadClaims(db, { ...context, maxAttempts }),
    retaken: (chapter) => chapter.previousStatus === "writing",
    abandon: (chapter) => fail(chapter, "abandoned"),
    async process(chapter) {
      // Reading the request is the database's part: its failure is an internal one, not the model's.
      const loaded = await loadChapterRequest(db, chapter.id).catch((error: unknown) => {
        throw error instanceof GenerationError ? error : new GenerationError("internal", error);
      });
      if (!loaded) return; // the course was deleted meanwhile; its rows went with it
      const request = await withChapterMaterial(db, chapter.courseId, loaded, options.findChapterMaterial, log);
      let save: ChapterSaveOutcome | null = null;
      const outcome = await runChapterWriter({
        model: options.model,
        db,
        chapterId: chapter.id,
        workerId,
        request,
        within: options.withinChapterSave,
        claimed: chapter,
        onSaved: (saved) => (save = saved),
      });
      if (outcome === "claim_lost") return log(`chapter ${chapter.id}: claim lost to another worker, result dropped`);
      const saved = save as ChapterSaveOutcome | null;
      if (saved?.saved && saved.within === "failed")
        log(`chapter ${chapter.id}: saved, but what runs as a chapter is saved failed (rolled back)`, saved.error);
      const savedWithin = saved?.saved === true && saved.within === "committed";
      await options.onChapterWritten?.({ db, courseId: chapter.courseId, chapterId: chapter.id, savedWithin }).catch((error: unknown) => {
        log(`chapter ${chapter.id}: saved, but what runs after a chapter is written failed`, error);
      });
    },
    async retry(chapter, error) {
      const reason = error instanceof GenerationError ? error.failure : "model_failed";
      log(`chapter ${chapter.id}: attempt ${chapter.attempts} failed (${reason})`, error instanceof GenerationError ? error.cause : error);
      await fail(chapter, reason);
    },
    settle: (chapter) => settleCourse(db, chapter.courseId),
  };
}

/** The background chapter writer of one process (see startQueueWorker for how it shares the queue and resumes). */
export function startGenerationWorker(options: GenerationWorkerOptions): GenerationWorker {
  return startQueueWorker<ClaimedChapter>({ ...options, log: options.log ?? defaultLog }, (worker) => chapterWriter(options, worker));
}
