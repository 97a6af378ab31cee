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
    throw new AppError(
      "payload_too_large",
      `The learner note is too long (${note.length} characters; the limit is ${LEARNER_NOTE_MAX_LENGTH}). Shorten it in the session panel.`,
    );
  }
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) throw new AppError("bad_request", `The chat request is invalid: ${describeZodError(parsed.error)}.`);
  for (const message of parsed.data.messages) {
    if (message.role === "system") throw new AppError("bad_request", "The conversation may not contain system messages.");
    if (message.role !== "user" || !Array.isArray(message.parts)) continue;
    for (const part of message.parts as unknown[]) {
      const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
      if (type === "text" && typeof text === "string" && text.length > MAX_CHAT_TEXT_LENGTH) {
        throw new AppError("payload_too_large", `A message is too long (${text.length} characters; the limit is ${MAX_CHAT_TEXT_LENGTH}).`);
      }
    }
  }
  return parsed.data;
}

/** `?session=` of a request about one session: its id as a turn sends it (trimmed the same way). */
export function readChatSessionQuery(request: Request): { sessionId: string } {
  const parsed = chatSessionIdSchema.safeParse(new URL(request.url).searchParams.get("session") ?? "");
  if (!parsed.success) throw new AppError("bad_request", "session must be the chat session's id (1 to 100 characters).");
  return { sessionId: parsed.data };
}
