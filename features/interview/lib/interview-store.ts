import { openDB, type IDBPDatabase } from "idb";
// zod/mini: the /create page loads this lazily (interview-store-loader.ts), never in its first load.
import * as z from "zod/mini";

/**
 * Interviews live in the learner's browser (IndexedDB): the message history is
 * the whole interview state, so saving it is saving the interview. When
 * IndexedDB is unavailable (private mode, blocked), a memory store keeps the
 * page working and the UI says so.
 */
const DB_NAME = "nexusnote-interviews";
const DB_VERSION = 1;
const STORE = "interviews";

const storedMessageShape = z.object({ id: z.string(), role: z.enum(["user", "assistant"]), parts: z.array(z.unknown()) });

const storedInterviewSchema = z.object({
  id: z.string().check(z.minLength(1)),
  goal: z.string(),
  // Shape-checked here; the parts themselves are validated by the server on every turn.
  messages: z.array(z.unknown()).check(
    z.refine((messages) => messages.every((message) => storedMessageShape.safeParse(message).success), {
      message: "stored messages are malformed",
    }),
  ),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Documents attached on /create (ready when the interview started): sent with every turn. */
  materialIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(3))),
});
export type StoredInterview = z.infer<typeof storedInterviewSchema>;

export interface InterviewStore {
  readonly persistent: boolean;
  get(id: string): Promise<StoredInterview | null>;
  put(interview: StoredInterview): Promise<void>;
}

function memoryStore(): InterviewStore {
  const records = new Map<string, StoredInterview>();
  return {
    persistent: false,
    get: async (id) => records.get(id) ?? null,
    put: async (interview) => void records.set(interview.id, interview),
  };
}

function indexedDbStore(db: IDBPDatabase): InterviewStore {
  return {
    persistent: true,
    async get(id) {
      const parsed = storedInterviewSchema.safeParse(await db.get(STORE, id));
      // A record that no longer fits the schema is treated as absent rather than crashing the page.
      return parsed.success ? parsed.data : null;
    },
    async put(interview) {
      await db.put(STORE, interview);
    },
  };
}

let storePromise: Promise<InterviewStore> | undefined;

export function openInterviewStore(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<InterviewStore> {
  storePromise ??= (async () => {
    if (!factory) return memoryStore();
    try {
      const db = await openDB(DB_NAME, DB_VERSION, {
        upgrade(database) {
          const store = database.createObjectStore(STORE, { keyPath: "id" });
          store.createIndex("updatedAt", "updatedAt");
        },
      });
      return indexedDbStore(db);
    } catch (error) {
      console.warn("IndexedDB unavailable; this interview will not survive a reload.", error);
      return memoryStore();
    }
  })();
  return storePromise;
}

/** For tests: forget the opened store so the next call opens a fresh one. */
export function resetInterviewStoreForTests() {
  storePromise = undefined;
}
