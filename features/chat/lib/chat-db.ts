import { parseJson, safeJsonParse } from "@/lib/safe-json";
import type { UIMessage } from "ai";
import { openDB, type IDBPDatabase, type IDBPTransaction } from "idb";
import {
  ALL_STORES,
  CHAT_DB_NAME,
  CHAT_DB_VERSION,
  indexedDbBackend,
  memoryBackend,
  STORES,
  upgradeChatDb,
  type Backend,
  type StoreName,
  type WriteBatch,
} from "./chat-db-backend";
import { LEARNER_NOTE_MAX_LENGTH } from "./chat-limits";
import {
  ChatImportError,
  chatExportSchema,
  chatSessionSchema,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  IMPORT_MAX_BYTES,
  messagesRecordSchema,
  newSessionId,
  noteRecordSchema,
  readMessages,
  SESSION_TITLE_MAX_LENGTH,
  type ChatExport,
  type ChatSession,
} from "./chat-records";
import { compareChats, contentFingerprint } from "./chat-merge";

/**
 * Tutor chat sessions live in the learner's browser (IndexedDB):
 *
 *   sessions  keyPath id         { id, title, maskId, createdAt, updatedAt, messageCount }, index by-updated
 *   messages  keyPath sessionId  { sessionId, messages }
 *   notes     keyPath sessionId  { sessionId, note, updatedAt }           (v2)
 *
 * When IndexedDB is unavailable (private mode, blocked) the same interface is
 * served from memory with `persistent: false`, and the UI says so.
 */
export { CHAT_DB_NAME, CHAT_DB_VERSION, STORES };

export interface StoredChat {
  session: ChatSession;
  messages: UIMessage[];
  note: string;
}

export interface ChatStore {
  readonly persistent: boolean;
  /** Newest first; `query` filters by title (case-insensitive). */
  listSessions(query?: string): Promise<ChatSession[]>;
  getSession(id: string): Promise<StoredChat | null>;
  /** Writes the session's meta and messages together (messageCount is taken from `messages`). */
  saveSession(session: ChatSession, messages: readonly UIMessage[]): Promise<void>;
  renameSession(id: string, title: string): Promise<void>;
  /** Removes the session, its messages and its note in one transaction. */
  deleteSession(id: string): Promise<void>;
  getNote(id: string): Promise<string>;
  saveNote(id: string, note: string): Promise<void>;
  /** The given sessions (all when omitted) as an export document. */
  exportSessions(ids?: readonly string[]): Promise<ChatExport>;
  /**
   * Validates the whole file first, then writes what is new in one transaction, never a duplicate
   * (./chat-merge.ts): a session already here is left alone, or updated where the file's copy went
   * further; one that diverged is added under a new id. Throws ChatImportError (nothing written)
   * when the file is not an export.
   */
  importSessions(json: string): Promise<ImportOutcome>;
}

export interface ImportOutcome {
  /** The sessions written (added or updated), in the file's order. */
  ids: string[];
  added: number;
  updated: number;
  /** Already here as they are in the file. */
  unchanged: number;
}

export function cleanTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim().slice(0, SESSION_TITLE_MAX_LENGTH);
}

function chatStoreOn(backend: Backend): ChatStore {
  const readSession = (raw: unknown): ChatSession | null => {
    const parsed = chatSessionSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
  const readNote = async (id: string) => {
    const parsed = noteRecordSchema.safeParse(await backend.get(STORES.notes, id));
    return parsed.success ? parsed.data.note : "";
  };
  const readStoredMessages = async (id: string) => {
    const parsed = messagesRecordSchema.safeParse(await backend.get(STORES.messages, id));
    return parsed.success ? readMessages(parsed.data.messages) : [];
  };

  const store: ChatStore = {
    persistent: backend.persistent,
    async listSessions(query) {
      const needle = query?.trim().toLocaleLowerCase() ?? "";
      const sessions: ChatSession[] = [];
      for (const raw of await backend.sessionsNewestFirst()) {
        const session = readSession(raw);
        if (session && (!needle || session.title.toLocaleLowerCase().includes(needle))) sessions.push(session);
      }
      return sessions;
    },
    async getSession(id) {
      const session = readSession(await backend.get(STORES.sessions, id));
      if (!session) return null;
      const [messages, note] = await Promise.all([readStoredMessages(id), readNote(id)]);
      return { session, messages, note };
    },
    async saveSession(session, messages) {
      const meta: ChatSession = { ...session, title: cleanTitle(session.title), messageCount: messages.length };
      await backend.write({
        puts: [
          { store: STORES.sessions, value: { ...meta } },
          // JSON round trip: UI messages are plain data; this drops anything a clone would choke on.
          { store: STORES.messages, value: { sessionId: session.id, messages: safeJsonParse(JSON.stringify(messages)) } },
        ],
        deletes: [],
      });
    },
    async renameSession(id, title) {
      const session = readSession(await backend.get(STORES.sessions, id));
      if (!session) return;
      await backend.write({ puts: [{ store: STORES.sessions, value: { ...session, title: cleanTitle(title) } }], deletes: [] });
    },
    async deleteSession(id) {
      await backend.write({ puts: [], deletes: ALL_STORES.map((name) => ({ store: name, key: id })) });
    },
    getNote: readNote,
    async saveNote(id, note) {
      await backend.write({
        puts: [{ store: STORES.notes, value: { sessionId: id, note: note.slice(0, LEARNER_NOTE_MAX_LENGTH), updatedAt: Date.now() } }],
        deletes: [],
      });
    },
    async exportSessions(ids) {
      const wanted = ids ? new Set(ids) : null;
      const sessions = (await store.listSessions()).filter((session) => !wanted || wanted.has(session.id));
      const entries = await Promise.all(
        sessions.map(async (session) => {
          const [messages, note] = await Promise.all([readStoredMessages(session.id), readNote(session.id)]);
          return { session, messages, note: note || null };
        }),
      );
      return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), sessions: entries };
    },
    async importSessions(json) {
      const parsed = parseExport(json);
      const keys = await backend.keys(STORES.sessions);
      const taken = new Set(keys);
      const fingerprints = new Set<string>();
      for (const key of keys) fingerprints.add(contentFingerprint(await readStoredMessages(key)));
      const puts: WriteBatch["puts"] = [];
      const outcome: ImportOutcome = { ids: [], added: 0, updated: 0, unchanged: 0 };
      for (const entry of parsed.sessions) {
        const messages = entry.messages as unknown as UIMessage[];
        let id = entry.session.id;
        const here = taken.has(id) ? await store.getSession(id) : null;
        const comparison = here ? compareChats(here, { session: entry.session, messages }) : null;
        const fingerprint = contentFingerprint(messages);
        if (comparison === "same" || comparison === "kept" || (!here && messages.length > 0 && fingerprints.has(fingerprint))) {
          outcome.unchanged += 1;
          continue;
        }
        if (comparison === "diverged" || (taken.has(id) && !here)) while (taken.has(id)) id = newSessionId();
        if (comparison === "incoming") outcome.updated += 1;
        else outcome.added += 1;
        taken.add(id);
        fingerprints.add(fingerprint);
        outcome.ids.push(id);
        puts.push({
          store: STORES.sessions,
          value: { ...entry.session, id, title: cleanTitle(entry.session.title), messageCount: messages.length },
        });
        puts.push({ store: STORES.messages, value: { sessionId: id, messages } });
        if (entry.note) puts.push({ store: STORES.notes, value: { sessionId: id, note: entry.note, updatedAt: Date.now() } });
      }
      await backend.write({ puts, deletes: [] });
      return outcome;
    },
  };
  return store;
}

/** Parses and validates an export file completely; throws ChatImportError if anything is off. */
export function parseExport(json: string) {
  if (json.length > IMPORT_MAX_BYTES) throw new ChatImportError("too-large", "The file is too large to be a chat export.");
  const read = parseJson(json);
  if (!read.ok) throw new ChatImportError("not-json", "The file is not JSON.");
  const data = read.value;
  const parsed = chatExportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
    throw new ChatImportError("not-an-export", `The file is not a NexusNote chat export${where}: ${issue?.message ?? "invalid"}.`);
  }
  if (parsed.data.sessions.length === 0) throw new ChatImportError("empty", "The file contains no chats.");
  return parsed.data;
}

/** The in-memory store (private mode, blocked IndexedDB, tests). */
export function createMemoryChatStore(): ChatStore {
  return chatStoreOn(memoryBackend());
}

/** Opens the IndexedDB store (uncached); falls back to memory when IndexedDB is unavailable. */
export async function createChatStore(): Promise<ChatStore> {
  if (typeof indexedDB === "undefined" || !indexedDB) return createMemoryChatStore();
  try {
    const db = await openDB(CHAT_DB_NAME, CHAT_DB_VERSION, {
      upgrade: (database, oldVersion, _newVersion, transaction) =>
        upgradeChatDb(
          database as IDBPDatabase,
          oldVersion,
          transaction as unknown as IDBPTransaction<unknown, StoreName[], "versionchange">,
        ),
      blocked: () => console.warn("An older NexusNote tab blocks the chat database upgrade; close it."),
    });
    return indexedDbBackendStore(db);
  } catch (error) {
    console.warn("IndexedDB unavailable; chats will not survive a reload.", error);
    return createMemoryChatStore();
  }
}

function indexedDbBackendStore(db: IDBPDatabase): ChatStore {
  return chatStoreOn(indexedDbBackend(db));
}

let storePromise: Promise<ChatStore> | undefined;

/** The page's store, opened once. */
export function openChatStore(): Promise<ChatStore> {
  storePromise ??= createChatStore();
  return storePromise;
}

/** For tests: forget the opened store. */
export function resetChatStoreForTests() {
  storePromise = undefined;
}
