import { apiRequest, lazyModule } from "@/lib/api/api-client";
import { CHAT_BACKUP_URL, type ChatBackupStored } from "../contract";
import type { ImportOutcome } from "../lib/chat-db";
import { ChatImportError } from "../lib/chat-record-basics";

/**
 * Loaded by the backup panel when the learner backs up or restores (never with a page); the store
 * layer and the answer's schema come later still.
 */
const contract = lazyModule(() => import("../contract"));
const chatDb = lazyModule(() => import("../lib/chat-db"));

/** The answer is read back by the store's own import (every session checked there); here, only kept as text. */
const asText = { safeParse: (value: unknown) => ({ success: true as const, data: JSON.stringify(value) }) };

/**
 * PUT /api/chat/backup: every chat of this browser (its IndexedDB) merged into the account's copy.
 * Nothing is sent when this browser has no chat.
 */
export async function backUpChats(): Promise<ChatBackupStored | { empty: true }> {
  const store = await (await chatDb()).openChatStore();
  const document = await store.exportSessions();
  if (document.sessions.length === 0) return { empty: true };
  const schema = async () => (await contract()).chatBackupStoredSchema;
  return apiRequest(CHAT_BACKUP_URL, { method: "PUT", json: document, schema });
}

/** GET /api/chat/backup, imported into this browser as a file would be: nothing doubled (../lib/chat-merge.ts). */
export async function restoreChats(): Promise<ImportOutcome> {
  const { openChatStore } = await chatDb();
  const text = await apiRequest(CHAT_BACKUP_URL, { schema: asText });
  try {
    return await (await openChatStore()).importSessions(text);
  } catch (error) {
    // An account with no backup yet answers an empty document: nothing to restore, not a broken file.
    if (error instanceof ChatImportError && error.code === "empty") return { ids: [], added: 0, updated: 0, unchanged: 0 };
    throw error;
  }
}
