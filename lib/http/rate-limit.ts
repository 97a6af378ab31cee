import "server-only";
import type { UsageCounterStore } from "./usage-counters";

/**
 * The in-memory counter store: the fallback when the app database cannot be
 * opened (the limits then hold per process only). Same fixed-window semantics
 * as the database store, so the guard behaves the same on both.
 */
export function memoryCounterStore(options: { now?: () => number; maxKeys?: number } = {}): UsageCounterStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const counters = new Map<string, { amount: number; expiresAt: number }>();

  function sweep() {
    const time = now();
    for (const [key, counter] of counters) if (counter.expiresAt <= time) counters.delete(key);
    // Still too many live keys: forget the oldest (Map keeps insertion order) — a bound on memory.
    for (const key of counters.keys()) {
      if (counters.size <= maxKeys) break;
      counters.delete(key);
    }
  }

  function add(key: string, bucket: string, amount: number, expiresAt: Date): number {
    const id = `${key}\u0000${bucket}`;
    const existing = counters.get(id);
    const live = existing && existing.expiresAt > now() ? existing : undefined;
    const counter = { amount: (live?.amount ?? 0) + amount, expiresAt: expiresAt.getTime() };
    counters.set(id, counter);
    if (counters.size > maxKeys) sweep();
    return counter.amount;
  }

  return {
    kind: "memory",
    // Like the database's one statement: every total is the counter's after all the adds.
    addAll: async (adds) => {
      for (const entry of adds) add(entry.key, entry.bucket, entry.amount, entry.expiresAt);
      return adds.map((entry) => counters.get(`${entry.key}\u0000${entry.bucket}`)?.amount ?? entry.amount);
    },
  };
}
