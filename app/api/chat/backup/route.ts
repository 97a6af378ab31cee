import { readChatBackup, storeChatBackup } from "@/features/chat/data/chat-backup-queries";
import { chatBackupBody, requireAccountOwner } from "@/features/chat/server/chat-backup-http";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/chat/backup → the signed-in account's backed-up chats, as an export document (401 for a guest). */
export const GET = route({ label: "api/chat/backup" }, async ({ db, identity }) =>
  Response.json(await readChatBackup(db, requireAccountOwner(identity))),
);

/**
 * PUT /api/chat/backup <chat export> → { added, updated, unchanged }: this browser's chats merged into
 * the account's copy, never duplicated (features/chat/data/chat-backup-queries.ts).
 */
export const PUT = route({ label: "api/chat/backup", body: chatBackupBody }, async ({ db, identity, body }) =>
  Response.json(await storeChatBackup(db, requireAccountOwner(identity), body)),
);
