import "server-only";
import type { UIMessage } from "ai";
import { AppError } from "@/lib/errors";
import { parsedJsonBody, type BodyReader } from "@/lib/http/body-readers";
import { storableJson } from "@/lib/stored-text";
import type { RequestIdentity } from "@/lib/identity/request-identity";
import { CHAT_BACKUP_BODY_LIMIT_BYTES } from "../contract";
import { chatExportSchema, type ChatExport } from "../lib/chat-records";

/** PUT /api/chat/backup's body: a chat export document, checked whole before anything is stored. */
export const chatBackupBody: BodyReader<ChatExport> = parsedJsonBody(CHAT_BACKUP_BODY_LIMIT_BYTES, (value) => {
  const parsed = chatExportSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
    throw new AppError("bad_request", {
      en: `Send a NexusNote chat export${where}: ${issue?.message ?? "invalid"}.`,
      zh: `请发送 NexusNote 的聊天导出文件${where}：${issue?.message ?? "无效"}。`,
    });
  }
  // Stored in a bigint column: a time that is no whole number of milliseconds is refused here, not by the database (a 500).
  const oddTime = parsed.data.sessions.findIndex(({ session }) => !Number.isSafeInteger(session.updatedAt));
  if (oddTime >= 0) {
    throw new AppError("bad_request", {
      en: `Send a NexusNote chat export (at sessions.${oddTime}.session.updatedAt): a time in whole milliseconds.`,
      zh: `请发送 NexusNote 的聊天导出文件（位于 sessions.${oddTime}.session.updatedAt）：时间须为整数毫秒。`,
    });
  }
  // Stored in jsonb, which refuses NUL and lone surrogates a browser's IndexedDB keeps (a 500 before).
  const storable = storableJson(parsed.data.sessions);
  if (!storable)
    throw new AppError("bad_request", {
      en: "Send a NexusNote chat export: one of its messages is nested too deeply to keep.",
      zh: "请发送 NexusNote 的聊天导出文件：其中一条消息嵌套太深，无法保存。",
    });
  const sessions = storable.value as typeof parsed.data.sessions;
  return { ...parsed.data, sessions: sessions.map((entry) => ({ ...entry, messages: entry.messages as unknown as UIMessage[] })) };
});

/** The backup belongs to an account: a guest's chats are already all in its one browser. */
export function requireAccountOwner(identity: RequestIdentity): string {
  if (!identity.account)
    throw new AppError("unauthorized", {
      en: "Sign in to back up your chats to your account, or to restore them.",
      zh: "请先登录，才能把聊天备份到你的账户或从中恢复。",
    });
  return identity.ownerId;
}
