import "server-only";
import { Worker } from "node:worker_threads";
import { SourceExtractionError } from "./extraction-error";
import { readParts, type ReaderJob, type ReadParts } from "./worker/read-parts.mjs";
import { ReaderFailure } from "./worker/reader-failure.mjs";

/**
 * Runs a parser (pdf.js, mammoth, linkedom + Readability) on a worker thread, so a hostile or huge
 * file never blocks the server's event loop, and a timeout really stops the work: the worker is
 * terminated, not merely no longer awaited. A heap cap (resourceLimits) turns a file that would
 * eat the server's memory into a "too_large" failure of that source alone.
 *
 * One short-lived worker per file: a worker that ran hostile input is never reused, and sources are
 * processed one at a time in the background, so start-up (~100 ms) is not worth pooling away.
 */
export interface ReaderLimits {
  timeoutMs: number;
  /** V8 old-generation heap cap for the worker, in MB. */
  heapMb: number;
}

export const DEFAULT_READER_LIMITS: ReaderLimits = { timeoutMs: 60_000, heapMb: 768 };

const TIMEOUT_MESSAGE = "Reading this file took too long and was stopped. Try a smaller or simpler file.";
const TOO_LARGE_MESSAGE = "This file needs more memory to read than a document should. Try a smaller file, or split it.";
const CORRUPT_MESSAGE = "This file could not be read; it may be damaged. Try saving or exporting it again.";

type WorkerReply = { ok: true; result: ReadParts } | { ok: false; reason: SourceExtractionError["reason"] | null; message: string };

/** Why the worker could not run at all (not the file's fault): the caller falls back to this thread. */
class WorkerUnavailable extends Error {}

let fallbackLogged = false;

function fromReader(error: unknown): SourceExtractionError {
  if (error instanceof SourceExtractionError) return error;
  if (error instanceof ReaderFailure) return new SourceExtractionError(error.reason, error.message);
  // A reader's own failure (a parser's TypeError, a stack overflow on absurd nesting) is still the file's fault.
  return new SourceExtractionError("corrupt", CORRUPT_MESSAGE);
}

function runInWorker(job: ReaderJob, limits: ReaderLimits): Promise<ReadParts> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    // PDF/DOCX bytes are copied once into a buffer of their own and transferred (not copied again).
    const own = job.type === "html" ? job : { ...job, bytes: job.bytes.slice() };
    try {
      // Keep this exact `new Worker(new URL("…", import.meta.url))` shape: it is what Turbopack
      // recognises to bundle the worker entry into the server build.
      worker = new Worker(new URL("./worker/extract-worker.mjs", import.meta.url), {
        workerData: { job: own },
        transferList: own.type === "html" ? [] : [own.bytes.buffer as ArrayBuffer],
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        stdout: false,
        stderr: false,
      });
    } catch (error) {
      reject(new WorkerUnavailable(error instanceof Error ? error.message : String(error)));
      return;
    }
    let settled = false;
    let online = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new SourceExtractionError("timeout", TIMEOUT_MESSAGE))), limits.timeoutMs);
    worker.once("online", () => (online = true));
    worker.once("message", (reply: WorkerReply) =>
      finish(() =>
        reply.ok
          ? resolve(reply.result)
          : reject(
              reply.reason ? new SourceExtractionError(reply.reason, reply.message) : new SourceExtractionError("corrupt", CORRUPT_MESSAGE),
            ),
      ),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() => {
        if (error.code === "ERR_WORKER_OUT_OF_MEMORY") reject(new SourceExtractionError("too_large", TOO_LARGE_MESSAGE));
        // Failing before it ran any of our code (entry not found, bad build): not the file's fault.
        else if (!online || error.code === "ERR_MODULE_NOT_FOUND") reject(new WorkerUnavailable(error.message));
        else reject(new SourceExtractionError("corrupt", CORRUPT_MESSAGE));
      }),
    );
    worker.once("exit", () => finish(() => reject(new SourceExtractionError("corrupt", CORRUPT_MESSAGE))));
  });
}

/**
 * The parsed parts of a PDF, DOCX or HTML upload. Off the main thread; on this thread only when a
 * worker cannot be started at all (logged once), where the old guarantee applies: the waiting
 * stops at the timeout, the work does not.
 */
export async function readOffThread(job: ReaderJob, limits: ReaderLimits = DEFAULT_READER_LIMITS): Promise<ReadParts> {
  try {
    return await runInWorker(job, limits);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw fromReader(error);
    if (!fallbackLogged) {
      fallbackLogged = true;
      console.error(`[sources] extraction worker unavailable (${error.message}); reading files on the main thread.`);
    }
    return withTimeout(readParts(job), limits.timeoutMs).catch((failure: unknown) => {
      throw fromReader(failure);
    });
  }
}

/** Rejects with a "timeout" SourceExtractionError when `work` has not settled in `ms` (it stops the waiting, not the work). */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SourceExtractionError("timeout", TIMEOUT_MESSAGE)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
