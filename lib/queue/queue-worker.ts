import "server-only";
import { randomUUID } from "node:crypto";
import { startClaimLoop } from "./claim-loop";
import { newWorkerId, registerLiveWorker, type RecoveryContext } from "./worker-identity";

/**
 * The shell of every background worker on a PostgreSQL-queue table (the chapter writer, the
 * source ingester): it owns claim → run → record → settle, the heartbeat and polling (through
 * ./claim-loop), waking, recovery at start and shutdown. A processor supplies only what its rows
 * mean: its queries and what running one row does.
 */
export interface QueueItem {
  id: string;
  /** Attempts so far, including this claim. */
  attempts: number;
}

/** What the shell gives a processor: its worker id (every claim and conditional write names it), the log, a wake. */
export interface QueueWorkerContext {
  readonly workerId: string;
  log(message: string, error?: unknown): void;
  /** Claim now instead of at the next poll. */
  wake(): void;
}

export interface QueueProcessor<Item extends QueueItem> {
  /** What one row is called in log lines ("chapter", "source"). */
  noun: string;
  /** Claims up to `limit` rows for this worker (FOR UPDATE SKIP LOCKED), retaking claims older than `staleMs`. */
  claim(limit: number, staleMs: number): Promise<Item[]>;
  /** Extends this worker's claims on the rows in flight. */
  touch(ids: string[]): Promise<unknown>;
  /** At start: puts rows claimed by provably dead workers back (or fails those out of attempts); how many. */
  releaseDeadClaims(context: RecoveryContext): Promise<number>;
  /** True when this claim retook a row another worker held (it died or hung), not a queued one. */
  retaken(item: Item): boolean;
  /** Fails for good a row retaken more than maxAttempts times: it may be what kills its workers. */
  abandon(item: Item): Promise<void>;
  /** Takes one row to its outcome. A throw is a failed attempt, handed to `retry`. */
  process(item: Item): Promise<void>;
  /** Records a failed attempt: queued again after a wait, or failed for good (the queue's own rules). */
  retry(item: Item, error: unknown): Promise<void>;
  /** After every row, whatever its outcome (e.g. a course whose last chapter is done becomes ready). */
  settle?(item: Item): Promise<unknown>;
  /** When the queue is empty (background chores between bursts). */
  onIdle?(): Promise<void>;
  /** After stop, once every row in flight is finished. */
  onStopped?(): Promise<void>;
}

export interface QueueWorkerOptions {
  concurrency: number;
  pollMs: number;
  /**
   * The longest wait between polls of an idle queue (./claim-loop.ts): default 8 × pollMs, at most
   * 30 s. This process's own enqueues wake the worker at once; this bounds how late a row queued by
   * another process is seen.
   */
  idlePollMaxMs?: number;
  staleMs: number;
  maxAttempts: number;
  /** Unique per process; defaults to host:pid:random so restarts never reuse an old claim's id. */
  workerId?: string;
  /** True on the embedded database, which only this process can open: every other worker's claim found at start is dead. */
  exclusiveDatabase?: boolean;
  log(message: string, error?: unknown): void;
}

export interface QueueWorker {
  readonly workerId: string;
  /** Claim now instead of at the next poll. */
  wake(): void;
  /** Stops claiming and resolves once every row in flight is finished. */
  stop(): Promise<void>;
}

/**
 * Starts one worker: up to `concurrency` rows in flight, claimed only as slots free up, so
 * several processes sharing a PostgreSQL database split the queue. A restart resumes by itself:
 * queued rows are simply claimed, rows a provably dead process held are released at start, and
 * any other abandoned claim is retaken once stale.
 */
export function startQueueWorker<Item extends QueueItem>(
  options: QueueWorkerOptions,
  createProcessor: (context: QueueWorkerContext) => QueueProcessor<Item>,
): QueueWorker {
  const { log, maxAttempts } = options;
  const workerId = options.workerId ?? newWorkerId(randomUUID().slice(0, 8));
  const context: QueueWorkerContext = { workerId, log, wake: () => queue.wake() };
  const processor = createProcessor(context);
  const { noun } = processor;

  async function run(item: Item): Promise<void> {
    try {
      if (processor.retaken(item) && item.attempts > maxAttempts) await processor.abandon(item);
      else await processor.process(item).catch((error: unknown) => processor.retry(item, error));
    } catch (error) {
      // The outcome could not be recorded (database trouble): the claim goes stale and the row is retaken.
      log(`${noun} ${item.id}: recording the outcome failed`, error);
    }
    await processor.settle?.(item).catch((error: unknown) => log(`${noun} ${item.id}: settling failed`, error));
  }

  const unregister = registerLiveWorker(workerId);
  const queue = startClaimLoop<Item>({
    concurrency: options.concurrency,
    pollMs: options.pollMs,
    idlePollMaxMs: options.idlePollMaxMs ?? Math.min(8 * options.pollMs, 30_000),
    staleMs: options.staleMs,
    log,
    claim: (limit) => processor.claim(limit, options.staleMs),
    run,
    touch: (ids) => processor.touch(ids),
    // Before the first claim: what a crashed process held goes back to the queue now, not once stale.
    recover: async () => {
      const count = await processor.releaseDeadClaims({ workerId, exclusive: options.exclusiveDatabase ?? false });
      if (count > 0) log(`released ${count} ${noun}(s) left in progress by a stopped process`);
    },
    onIdle: processor.onIdle,
    onStopped: processor.onStopped,
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
