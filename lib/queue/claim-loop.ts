import { createWakeSignal } from "@/lib/wake-signal";

/**
 * The loop every PostgreSQL-queue worker runs (the chapter writer, the source
 * ingester): keep up to `concurrency` rows in flight, claim only as many as
 * there are free slots (so several processes split the queue), heartbeat the
 * claims well inside the stale window (so only a dead worker's claims go
 * stale), back off while the database is unreachable, and poll — or be woken —
 * when the queue is empty. What a row means is the caller's: claim, run and
 * touch are its queries.
 *
 * An idle queue is polled less and less often: each empty poll doubles the
 * wait, from `pollMs` up to `idlePollMaxMs`, and any activity (a wake, a row
 * claimed or finished) brings it back to `pollMs`. Work this process queues
 * wakes it at once; work another process queues, a retry coming due or a claim
 * going stale is picked up within twice the time since the last activity, and
 * never later than `idlePollMaxMs` — while an idle server stops paying a claim
 * statement per queue every second.
 */
export interface ClaimLoopOptions<Item extends { id: string }> {
  concurrency: number;
  pollMs: number;
  /** The longest wait between polls of an idle queue (default `pollMs`: no slowing down). */
  idlePollMaxMs?: number;
  staleMs: number;
  /** Claims up to `limit` rows for this worker (FOR UPDATE SKIP LOCKED). */
  claim(limit: number): Promise<Item[]>;
  /** Takes one claimed row to its outcome. A rejection is logged; the row's own retry rules are run's. */
  run(item: Item): Promise<void>;
  /** Extends this worker's claims on the rows in flight. */
  touch(ids: string[]): Promise<unknown>;
  /** Before the first claim, e.g. releasing what a crashed process held. */
  recover?(): Promise<void>;
  /** When nothing was claimed and nothing is in flight (background chores between bursts). */
  onIdle?(): Promise<void>;
  /** After stop, once every row in flight is finished. */
  onStopped?(): Promise<void>;
  log(message: string, error?: unknown): void;
}

export interface ClaimLoop {
  /** Claim now instead of at the next poll. */
  wake(): void;
  /** Stops claiming and resolves once every row in flight is finished. */
  stop(): Promise<void>;
}

export function startClaimLoop<Item extends { id: string }>(options: ClaimLoopOptions<Item>): ClaimLoop {
  const { concurrency, log } = options;
  const inFlight = new Map<string, Promise<unknown>>();
  const signal = createWakeSignal();
  const idlePollMaxMs = Math.max(options.pollMs, options.idlePollMaxMs ?? options.pollMs);
  let idleWaitMs = options.pollMs;
  let stopping = false;

  /** Something happened: claim now, and poll at the full rate again. */
  function activity() {
    idleWaitMs = options.pollMs;
    signal.notify();
  }

  function start(item: Item) {
    const task = options
      .run(item)
      .catch((error: unknown) => log(`${item.id}: unexpected failure`, error))
      .finally(() => {
        inFlight.delete(item.id);
        activity();
      });
    inFlight.set(item.id, task);
  }

  async function loop() {
    let failures = 0;
    while (!stopping) {
      const free = concurrency - inFlight.size;
      let claimed: Item[] = [];
      if (free > 0) {
        try {
          claimed = await options.claim(free);
          failures = 0;
        } catch (error) {
          failures += 1;
          log(`claiming failed (${failures} in a row); retrying`, error);
        }
        for (const item of claimed) start(item);
      }
      if (stopping) break;
      const idle = claimed.length === 0 && inFlight.size === 0 && failures === 0;
      if (idle) await options.onIdle?.().catch((error: unknown) => log("idle work failed", error));
      if (claimed.length > 0) idleWaitMs = options.pollMs;
      // Full slots: wait for a row to finish. A short claim: the queue is empty, poll (or be woken).
      if (claimed.length > 0 && claimed.length === free) continue;
      // While the database is unreachable, back off instead of logging every poll.
      if (failures > 0) await signal.wait(Math.min(30_000, options.pollMs * 2 ** failures));
      else {
        const waitMs = idle ? idleWaitMs : options.pollMs;
        if (idle) idleWaitMs = Math.min(idlePollMaxMs, idleWaitMs * 2);
        await signal.wait(waitMs);
      }
    }
  }

  const heartbeat = setInterval(
    () => {
      if (inFlight.size > 0) options.touch([...inFlight.keys()]).catch((error: unknown) => log("heartbeat failed", error));
    },
    Math.max(250, Math.floor(options.staleMs / 3)),
  );
  heartbeat.unref?.();

  const recovered = (options.recover?.() ?? Promise.resolve()).catch((error: unknown) => log("recovery at start failed", error));
  const running = recovered.then(loop);
  return {
    wake: activity,
    async stop() {
      stopping = true;
      signal.notify();
      await running;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight.values()]);
      clearInterval(heartbeat);
      await options.onStopped?.();
    },
  };
}
