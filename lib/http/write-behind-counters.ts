import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { usageCounters } from "@/lib/db/schema";
import { counterId, databaseCounterStore, type CounterAdd, type UsageCounterStore } from "./usage-counters";

/**
 * A counter store that is authoritative in this process's memory and writes its
 * changes behind to the database. Only for the embedded database: PGlite's data
 * directory is locked to one process (lib/db/data-dir-lock.ts), so this process is
 * the only writer of usage_counters and its memory cannot disagree with another's.
 * It took PGlite off an AI turn's path (3 statements per turn were ~18% of the
 * server's CPU per turn): a counter is read from the database the first time it is
 * used (so a day's budget survives a restart), then added to in memory, and the
 * accumulated deltas are written in one statement at most every `flushMs`.
 */
export interface WriteBehindCounterStore extends UsageCounterStore {
  /** Writes every delta not yet in the database (waits for a flush already running). */
  flush(): Promise<void>;
  /** Whether some count is not in the database yet. */
  hasPending(): boolean;
  /** Counters held in memory (tests: expired ones are dropped). */
  size(): number;
  /** Stops the timer (the pending deltas stay; call flush() first to keep them). */
  stop(): void;
}

interface Counter {
  key: string;
  bucket: string;
  /** The total the database holds (as far as this process has written it). */
  stored: number;
  /** Added here, not written yet. */
  pending: number;
  /** Being written by the flush running now. */
  writing: number;
  expiresAt: number;
  usedAt: number;
}

export interface WriteBehindOptions {
  flushMs?: number;
  now?: () => number;
  /** Counters kept in memory before flushed ones are forgotten (they are read again when used). */
  maxCounters?: number;
  /** A written counter unused this long leaves memory (a day's budget of a learner gone for the day). */
  idleMs?: number;
  log?: (message: string, error: unknown) => void;
}

/** Rows per flush statement: a flush after a burst of identities stays far below the parameter limit. */
const ROWS_PER_STATEMENT = 1000;

export function writeBehindCounterStore(db: Database, options: WriteBehindOptions = {}): WriteBehindCounterStore {
  const { flushMs = 500, now = Date.now, maxCounters = 50_000, idleMs = 10 * 60_000, log = console.error } = options;
  const writer = databaseCounterStore(db);
  const counters = new Map<string, Counter>();
  const loading = new Map<string, Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let failing = false;

  /** One select for every counter not in memory; a load already running for one is shared, not repeated. */
  async function load(adds: readonly CounterAdd[]): Promise<void> {
    const waits: Promise<void>[] = [];
    const wanted = new Map<string, CounterAdd>();
    for (const add of adds) {
      const id = counterId(add.key, add.bucket);
      if (counters.has(id) || wanted.has(id)) continue;
      const running = loading.get(id);
      if (running) waits.push(running);
      else wanted.set(id, add);
    }
    if (wanted.size > 0) {
      const pairs = [...wanted.values()].map((add) => sql`(${add.key}, ${add.bucket})`);
      const select = db
        .select({ key: usageCounters.key, bucket: usageCounters.bucket, amount: usageCounters.amount })
        .from(usageCounters)
        .where(sql`(${usageCounters.key}, ${usageCounters.bucket}) in (${sql.join(pairs, sql`, `)})`)
        .then((rows) => {
          const stored = new Map(rows.map((row) => [counterId(row.key, row.bucket), Number(row.amount)]));
          for (const [id, add] of wanted) {
            if (counters.has(id)) continue;
            const amount = stored.get(id) ?? 0;
            counters.set(id, {
              key: add.key,
              bucket: add.bucket,
              stored: amount,
              pending: 0,
              writing: 0,
              expiresAt: add.expiresAt.getTime(),
              usedAt: now(),
            });
          }
        })
        .finally(() => {
          for (const id of wanted.keys()) loading.delete(id);
        });
      for (const id of wanted.keys()) loading.set(id, select);
      waits.push(select);
    }
    await Promise.all(waits);
  }

  /** Synchronous once loaded: concurrent turns never interleave between reading and adding a count. */
  function apply(adds: readonly CounterAdd[]): number[] {
    const time = now();
    for (const add of adds) {
      const counter = counters.get(counterId(add.key, add.bucket))!;
      counter.usedAt = time;
      counter.pending += add.amount;
      counter.expiresAt = Math.max(counter.expiresAt, add.expiresAt.getTime());
    }
    if (adds.some((add) => add.amount !== 0)) schedule();
    return adds.map((add) => {
      const counter = counters.get(counterId(add.key, add.bucket))!;
      return counter.stored + counter.writing + counter.pending;
    });
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushMs);
    // The timer alone must not keep a process alive; shutdown flushes (lib/http/flush-on-exit.ts).
    timer.unref?.();
  }

  async function writeOnce(): Promise<void> {
    const batch = [...counters.values()].filter((counter) => counter.pending !== 0);
    for (const counter of batch) {
      counter.writing = counter.pending;
      counter.pending = 0;
    }
    try {
      for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
        const rows = batch.slice(start, start + ROWS_PER_STATEMENT);
        await writer.addAll(rows.map((c) => ({ key: c.key, bucket: c.bucket, amount: c.writing, expiresAt: new Date(c.expiresAt) })));
        for (const counter of rows) {
          counter.stored += counter.writing;
          counter.writing = 0;
        }
      }
      failing = false;
    } catch (error) {
      // Kept for the next flush; logged once per run of failures, not once a second.
      for (const counter of batch) {
        counter.pending += counter.writing;
        counter.writing = 0;
      }
      if (!failing) log("[usage-counters] could not write the counters; keeping them for the next try:", error);
      failing = true;
      schedule();
    }
    sweep();
  }

  /**
   * Expired counters leave memory, and so do written ones idle for `idleMs` or, past
   * `maxCounters`, the oldest written ones: the database has their count (read again if used).
   */
  function sweep() {
    const time = now();
    for (const [id, counter] of counters) {
      const written = counter.pending === 0 && counter.writing === 0;
      if (written && (counter.expiresAt <= time || counter.usedAt <= time - idleMs)) counters.delete(id);
    }
    for (const [id, counter] of counters) {
      if (counters.size <= maxCounters) break;
      if (counter.pending === 0 && counter.writing === 0) counters.delete(id);
    }
  }

  const anyPending = () => [...counters.values()].some((counter) => counter.pending !== 0);

  async function flush(): Promise<void> {
    while (running) await running;
    if (!anyPending()) return sweep();
    running = writeOnce().finally(() => {
      running = undefined;
    });
    await running;
  }

  async function addAll(adds: readonly CounterAdd[]): Promise<number[]> {
    // A sweep between a load and this add may forget a counter just read (it is read again).
    for (let attempt = 0; adds.some((add) => !counters.has(counterId(add.key, add.bucket))); attempt += 1) {
      if (attempt === 3) throw new Error("usage counters could not be kept in memory");
      await load(adds);
    }
    return apply(adds);
  }

  return {
    kind: "database",
    addAll,
    flush,
    hasPending: () => running !== undefined || anyPending(),
    size: () => counters.size,
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
