import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Chat sessions backed up to an account (features/chat/data/chat-backup-queries.ts). The chat itself
 * lives in the browser's IndexedDB; this is the copy that lets it follow the learner to another
 * browser. One row per session of an owner, its export entry ({ session, messages, note }) as
 * stored, validated again when read back.
 */
export const chatBackups = pgTable(
  "chat_backups",
  {
    ownerId: text("owner_id").notNull(),
    sessionId: text("session_id").notNull(),
    /** The session's own updatedAt (ms), which decides between two copies that carry the same messages. */
    sessionUpdatedAt: bigint("session_updated_at", { mode: "number" }).notNull(),
    entry: jsonb("entry").notNull(),
    bytes: integer("bytes").notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerId, table.sessionId] }),
    index("chat_backups_owner_idx").on(table.ownerId, table.sessionUpdatedAt),
  ],
);
