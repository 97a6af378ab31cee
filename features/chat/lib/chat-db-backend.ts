import type { IDBPDatabase, IDBPTransaction } from "idb";
import type { ChatSession } from "./chat-records";
import { DEFAULT_MASK_ID } from "./chat-limits";

/**
 * The chat store's storage primitives: the versioned IndexedDB schema and an
 * in-memory twin with the same interface (see ./chat-db.ts for the store).
 */
export const CHAT_DB_NAME = "nexusnote-chat";
export const CHAT_DB_VERSION = 2;
export const STORES = { sessions: "sessions", messages: "messages", notes: "notes" } as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];
export const ALL_STORES: StoreName[] = [STORES.sessions, STORES.messages, STORES.notes];

/** One write: puts and deletes across stores, all or nothing. */
export interface WriteBatch {
  puts: { store: StoreName; value: Record<string, unknown> }[];
  deletes: { store: StoreName; key: string }[];
}

/** The storage primitives the two implementations differ in. */
export interface Backend {
  persistent: boolean;
  sessionsNewestFirst(): Promise<unknown[]>;
  get(store: StoreName, key: string): Promise<unknown>;
  keys(store: StoreName): Promise<string[]>;
  write(batch: WriteBatch): Promise<void>;
}

export function memoryBackend(): Backend {
  const stores = new Map<StoreName, Map<string, unknown>>(ALL_STORES.map((name) => [name, new Map()]));
  const storeOf = (name: StoreName) => stores.get(name) as Map<string, unknown>;
  const keyOf = (name: StoreName, value: Record<string, unknown>) => String(name === STORES.sessions ? value.id : value.sessionId);
  return {
    persistent: false,
    async sessionsNewestFirst() {
      return [...storeOf(STORES.sessions).values()]
        .map((value) => structuredClone(value))
        .sort((a, b) => Number((b as ChatSession).updatedAt) - Number((a as ChatSession).updatedAt));
    },
    async get(store, key) {
      const value = storeOf(store).get(key);
      return value === undefined ? undefined : structuredClone(value);
    },
    async keys(store) {
      return [...storeOf(store).keys()];
    },
    async write({ puts, deletes }) {
      // Clone first so a value that cannot be stored fails before anything changes.
      const cloned = puts.map((put) => ({ ...put, value: structuredClone(put.value) }));
      for (const { store, key } of deletes) storeOf(store).delete(key);
      for (const { store, value } of cloned) storeOf(store).set(keyOf(store, value), value);
    },
  };
}

/** The versioned schema. Each step upgrades from the version before it; never edit a shipped step. */
export function upgradeChatDb(db: IDBPDatabase, oldVersion: number, transaction: IDBPTransaction<unknown, StoreName[], "versionchange">) {
  if (oldVersion < 1) {
    db.createObjectStore(STORES.sessions, { keyPath: "id" });
    db.createObjectStore(STORES.messages, { keyPath: "sessionId" });
  }
  if (oldVersion < 2) {
    db.createObjectStore(STORES.notes, { keyPath: "sessionId" });
    const sessions = transaction.objectStore(STORES.sessions);
    sessions.createIndex("by-updated", "updatedAt");
    // v1 sessions had no mask: they get the default one.
    void (async () => {
      let cursor = await sessions.openCursor();
      while (cursor) {
        const value = cursor.value as Record<string, unknown>;
        if (typeof value.maskId !== "string") await cursor.update({ ...value, maskId: DEFAULT_MASK_ID });
        cursor = await cursor.continue();
      }
    })();
  }
}

export function indexedDbBackend(db: IDBPDatabase): Backend {
  return {
    persistent: true,
    async sessionsNewestFirst() {
      return (await db.getAllFromIndex(STORES.sessions, "by-updated")).reverse();
    },
    get: (store, key) => db.get(store, key),
    async keys(store) {
      return (await db.getAllKeys(store)).map(String);
    },
    async write({ puts, deletes }) {
      const names = [...new Set([...puts.map((put) => put.store), ...deletes.map((del) => del.store)])];
      if (names.length === 0) return;
      const tx = db.transaction(names, "readwrite");
      // All requests are queued in the same transaction; one failure aborts them all.
      await Promise.all([
        ...deletes.map(({ store, key }) => tx.objectStore(store).delete(key)),
        ...puts.map(({ store, value }) => tx.objectStore(store).put(value)),
        tx.done,
      ]);
    },
  };
}
