import { AppError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/zod-error-message";
import { chatRequestSchema, chatSessionIdSchema, LEARNER_NOTE_MAX_LENGTH, MAX_CHAT_TEXT_LENGTH, type ChatRequest } from "./chat-schemas";

/**
 * The envelope of a chat request. The messages' parts are checked in detail by
 * validateChatMessages; here what must hold before that can run. Oversized
 * notes and learner messages are 413s that say the limit.
 */
export function parseChatRequest(body: unknown): ChatRequest {
  const note = (body as { note?: unknown } | null)?.note;
  if (typeof note === "string" && note.length > LEARNER_NOTE_MAX_LENGTH) {
    throw new AppError("payload_too_large", {
      en: `The learner note is too long (${note.length} characters; the limit is ${LEARNER_NOTE_MAX_LENGTH}). Shorten it in the session panel.`,
      zh: `学习者备注太长了（${note.length} 个字符；上限 ${LEARNER_NOTE_MAX_LENGTH}）。请在会话面板里缩短它。`,
    });
  }
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: `The chat request is invalid: ${describeZodError(parsed.error)}.`,
      zh: `聊天请求无效：${describeZodError(parsed.error)}。`,
    });
  for (const message of parsed.data.messages) {
    if (message.role === "system")
      throw new AppError("bad_request", { en: "The conversation may not contain system messages.", zh: "对话中不能包含系统消息。" });
    if (message.role !== "user" || !Array.isArray(message.parts)) continue;
    for (const part of message.parts as unknown[]) {
      const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
      if (type === "text" && typeof text === "string" && text.length > MAX_CHAT_TEXT_LENGTH) {
        throw new AppError("payload_too_large", {
          en: `A message is too long (${text.length} characters; the limit is ${MAX_CHAT_TEXT_LENGTH}).`,
          zh: `消息太长了（${text.length} 个字符；上限 ${MAX_CHAT_TEXT_LENGTH}）。`,
        });
      }
    }
  }
  return parsed.data;
}

/** `?session=` of a request about one session: its id as a turn sends it (trimmed the same way). */
export function readChatSessionQuery(request: Request): { sessionId: string } {
  const parsed = chatSessionIdSchema.safeParse(new URL(request.url).searchParams.get("session") ?? "");
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: "session must be the chat session's id (1 to 100 characters).",
      zh: "session 必须是聊天会话的 id（1 到 100 个字符）。",
    });
  return { sessionId: parsed.data };
}
