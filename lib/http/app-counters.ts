import "server-only";
import type { Database } from "@/lib/db/client";
import { database } from "@/lib/db/database";
import { flushOnExit } from "./flush-on-exit";
import { memoryCounterStore } from "./rate-limit";
import { databaseCounterStore, type UsageCounterStore } from "./usage-counters";
import { writeBehindCounterStore, type WriteBehindCounterStore } from "./write-behind-counters";

/**
 * The process's shared counters (the AI guard's limits and budgets, the sign-in limits of
 * lib/identity/auth-limits.ts): in whatever the app database is at the time of each request (it
 * is opened once and cached; a failed open is retried by the next request), and in this process's
 * memory only while it cannot be opened. On PGlite, the one process that holds the data directory
 * keeps them in memory and writes them behind (flushed before the process exits); on PostgreSQL,
 * every count is a statement. One store per process (route bundles share it through globalThis),
 * so two users of it never keep two memories of the same counter.
 */
export interface AppCounterStore extends UsageCounterStore {
  /** Writes what the write-behind store still holds (before a statement reads usage_counters itself). */
  flush(): Promise<void>;
}

const slot = globalThis as typeof globalThis & { __nexusnoteAppCounters?: AppCounterStore };

export function appCounterStore(): AppCounterStore {
  slot.__nexusnoteAppCounters ??= createAppCounterStore();
  return slot.__nexusnoteAppCounters;
}

function createAppCounterStore(): AppCounterStore {
  const memory = memoryCounterStore();
  const stores = new WeakMap<object, UsageCounterStore | WriteBehindCounterStore>();
  let warned = false;
  async function current(): Promise<UsageCounterStore | WriteBehindCounterStore> {
    let handle;
    try {
      handle = await database();
    } catch (error) {
      if (!warned) console.error("[usage-counters] no database for the shared limits; limiting per process in memory:", error);
      warned = true;
      return memory;
    }
    let store = stores.get(handle.db);
    if (!store) stores.set(handle.db, (store = handle.kind === "pglite" ? writtenBehind(handle.db) : databaseCounterStore(handle.db)));
    return store;
  }
  return {
    kind: "database",
    addAll: async (adds) => (await current()).addAll(adds),
    flush: async () => {
      const store = await current();
      if ("flush" in store) await store.flush();
    },
  };
}

function writtenBehind(db: Database): WriteBehindCounterStore {
  const store = writeBehindCounterStore(db);
  flushOnExit(store);
  return store;
}
