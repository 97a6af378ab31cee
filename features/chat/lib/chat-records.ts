import type { UIMessage } from "ai";
// zod/mini: the chat page loads this lazily with its IndexedDB store (chat-db.ts), never in its first load.
import * as z from "zod/mini";
import { DEFAULT_MASK_ID, LEARNER_NOTE_MAX_LENGTH, maskIdSchema } from "./chat-schemas";
import { EXPORT_FORMAT, EXPORT_VERSION, IMPORT_MAX_SESSIONS, SESSION_TITLE_MAX_LENGTH, type ChatSession } from "./chat-record-basics";

export * from "./chat-record-basics";

/**
 * The shapes stored in IndexedDB and carried in export files. Everything read
 * back (or imported) goes through these schemas: a malformed record is
 * skipped, never a crash.
 */
export const chatSessionSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  title: z.catch(z.string().check(z.maxLength(SESSION_TITLE_MAX_LENGTH)), ""),
  // Sessions from before masks (v1) or with an unknown id get the default mask.
  maskId: z.catch(maskIdSchema, DEFAULT_MASK_ID),
  // zod 4 numbers are finite (Infinity and NaN are refused).
  createdAt: z.number(),
  updatedAt: z.number(),
  messageCount: z.catch(z.int().check(z.nonnegative()), 0),
});

/** Shape-checked only; the parts are sanitised on load and validated by the server on every turn. */
export const storedMessageSchema = z.looseObject({
  id: z.string(),
  role: z.enum(["user", "assistant", "system"]),
  parts: z.array(z.intersection(z.record(z.string(), z.unknown()), z.object({ type: z.string() }))),
});

export const messagesRecordSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  messages: z.array(z.unknown()),
});

export const noteRecordSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  note: z.catch(z.string().check(z.maxLength(LEARNER_NOTE_MAX_LENGTH)), (ctx) => String(ctx.value ?? "").slice(0, LEARNER_NOTE_MAX_LENGTH)),
  updatedAt: z.catch(z.number(), 0),
});

/** Keeps the messages that have a message's shape; drops the rest. */
export function readMessages(raw: readonly unknown[]): UIMessage[] {
  const messages: UIMessage[] = [];
  for (const item of raw) {
    const parsed = storedMessageSchema.safeParse(item);
    if (parsed.success) messages.push(parsed.data as unknown as UIMessage);
  }
  return messages;
}

export const chatExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  sessions: z
    .array(
      z.object({
        session: z.extend(chatSessionSchema, {
          title: z.string().check(z.maxLength(SESSION_TITLE_MAX_LENGTH)),
          maskId: z.catch(maskIdSchema, DEFAULT_MASK_ID),
        }),
        messages: z.array(storedMessageSchema).check(z.maxLength(5000)),
        note: z.nullable(z.string().check(z.maxLength(LEARNER_NOTE_MAX_LENGTH))),
      }),
    )
    .check(z.maxLength(IMPORT_MAX_SESSIONS)),
});
export interface ChatExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  sessions: { session: ChatSession; messages: UIMessage[]; note: string | null }[];
}
