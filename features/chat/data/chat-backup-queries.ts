import "server-only";
import { asc, eq } from "drizzle-orm";
import type { UIMessage } from "ai";
import type { Database } from "@/lib/db/client";
import { chatBackups } from "@/lib/db/chat-schema";
import { AppError } from "@/lib/errors";
import { CHAT_BACKUP_MAX_SESSIONS, type ChatBackupStored } from "../contract";
import { compareChats } from "../lib/chat-merge";
import { chatExportSchema, EXPORT_FORMAT, EXPORT_VERSION, newSessionId, type ChatExport } from "../lib/chat-records";

type Entry = ChatExport["sessions"][number];
const entrySchema = chatExportSchema.def.shape.sessions.def.element;

/**
 * The account's copy of its chat sessions. Storing a browser's export merges it session by session
 * as an import does (../lib/chat-merge.ts): nothing already there is duplicated, a copy that went
 * further replaces the stored one, an older copy changes nothing, and a diverged one is kept beside
 * under a new id, so backing up from two browsers loses neither. Under a transaction that locks the
 * owner's rows, so two backups at once merge one after the other.
 */
export async function storeChatBackup(db: Database, ownerId: string, document: ChatExport): Promise<ChatBackupStored> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ sessionId: chatBackups.sessionId, entry: chatBackups.entry })
      .from(chatBackups)
      .where(eq(chatBackups.ownerId, ownerId))
      .for("update");
    const stored = new Map(rows.map((row) => [row.sessionId, readEntry(row.entry)]));
    const outcome: ChatBackupStored = { added: 0, updated: 0, unchanged: 0 };
    const writes: Entry[] = [];
    for (const entry of document.sessions) {
      const kept = stored.get(entry.session.id);
      const comparison = kept ? compareChats(kept, entry) : null;
      if (comparison === "same" || comparison === "kept") {
        outcome.unchanged += 1;
        continue;
      }
      let id = entry.session.id;
      if (comparison === "diverged" || (stored.has(id) && !kept)) while (stored.has(id)) id = newSessionId();
      const write = { ...entry, session: { ...entry.session, id } };
      stored.set(id, write);
      writes.push(write);
      if (comparison === "incoming") outcome.updated += 1;
      else outcome.added += 1;
    }
    if (stored.size > CHAT_BACKUP_MAX_SESSIONS) {
      throw new AppError("payload_too_large", {
        en: `Your account keeps at most ${CHAT_BACKUP_MAX_SESSIONS} backed-up chats, and this backup would make ${stored.size}. Delete chats you no longer need, then back up again.`,
        zh: `你的账户最多保存 ${CHAT_BACKUP_MAX_SESSIONS} 个备份的聊天，这次备份后会有 ${stored.size} 个。请删除不再需要的聊天，然后再备份。`,
      });
    }
    for (const entry of writes) {
      const json = JSON.stringify(entry);
      const values = { ownerId, sessionId: entry.session.id, sessionUpdatedAt: entry.session.updatedAt, entry, bytes: json.length };
      await tx
        .insert(chatBackups)
        .values(values)
        .onConflictDoUpdate({
          target: [chatBackups.ownerId, chatBackups.sessionId],
          set: { sessionUpdatedAt: values.sessionUpdatedAt, entry, bytes: values.bytes, storedAt: new Date() },
        });
    }
    return outcome;
  });
}

/** The account's backed-up chats as an export document (what "Restore" imports), newest first; a row that no longer reads back is left out. */
export async function readChatBackup(db: Database, ownerId: string): Promise<ChatExport> {
  const rows = await db
    .select({ sessionId: chatBackups.sessionId, entry: chatBackups.entry })
    .from(chatBackups)
    .where(eq(chatBackups.ownerId, ownerId))
    .orderBy(asc(chatBackups.sessionUpdatedAt));
  const sessions: Entry[] = [];
  for (const row of rows.reverse()) {
    const entry = readEntry(row.entry);
    if (entry) sessions.push(entry);
    else console.warn(`[chat] a backed-up chat (${row.sessionId}) no longer reads back; left out`);
  }
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), sessions };
}

function readEntry(value: unknown): Entry | null {
  const parsed = entrySchema.safeParse(value);
  return parsed.success ? { ...parsed.data, messages: parsed.data.messages as unknown as UIMessage[] } : null;
}
