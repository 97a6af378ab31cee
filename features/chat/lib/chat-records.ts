import type { UIMessage } from "ai";
import { z } from "zod";
import { DEFAULT_MASK_ID, LEARNER_NOTE_MAX_LENGTH, maskIdSchema, type MaskId } from "./chat-schemas";

/**
 * The shapes stored in IndexedDB and carried in export files. Everything read
 * back (or imported) goes through these schemas: a malformed record is
 * skipped, never a crash.
 */
export const SESSION_TITLE_MAX_LENGTH = 120;

export const chatSessionSchema = z.object({
  id: z.string().min(1).max(100),
  title: z.string().max(SESSION_TITLE_MAX_LENGTH).catch(""),
  // Sessions from before masks (v1) or with an unknown id get the default mask.
  maskId: maskIdSchema.catch(DEFAULT_MASK_ID),
  createdAt: z.number().finite(),
  updatedAt: z.number().finite(),
  messageCount: z.number().int().nonnegative().catch(0),
});
export interface ChatSession {
  id: string;
  title: string;
  maskId: MaskId;
  createdAt: number;
  updatedAt: number;
  messageCount: number;
}

/** Shape-checked only; the parts are sanitised on load and validated by the server on every turn. */
export const storedMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(["user", "assistant", "system"]),
    parts: z.array(z.record(z.string(), z.unknown()).and(z.object({ type: z.string() }))),
  })
  .passthrough();

export const messagesRecordSchema = z.object({
  sessionId: z.string().min(1),
  messages: z.array(z.unknown()),
});

export const noteRecordSchema = z.object({
  sessionId: z.string().min(1),
  note: z
    .string()
    .max(LEARNER_NOTE_MAX_LENGTH)
    .catch((ctx) => String(ctx.value ?? "").slice(0, LEARNER_NOTE_MAX_LENGTH)),
  updatedAt: z.number().catch(0),
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

export const EXPORT_FORMAT = "nexusnote-chat-export";
export const EXPORT_VERSION = 1;
/** Import limits: a file bigger than this is refused before parsing. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_SESSIONS = 1000;

export const chatExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  sessions: z
    .array(
      z.object({
        session: chatSessionSchema.extend({
          title: z.string().max(SESSION_TITLE_MAX_LENGTH),
          maskId: maskIdSchema.catch(DEFAULT_MASK_ID),
        }),
        messages: z.array(storedMessageSchema).max(5000),
        note: z.string().max(LEARNER_NOTE_MAX_LENGTH).nullable(),
      }),
    )
    .max(IMPORT_MAX_SESSIONS),
});
export interface ChatExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  sessions: { session: ChatSession; messages: UIMessage[]; note: string | null }[];
}

export type ChatImportErrorCode = "too-large" | "not-json" | "not-an-export" | "empty";

/** An import that was refused; nothing was written. `code` picks the UI sentence, `message` says why. */
export class ChatImportError extends Error {
  readonly code: ChatImportErrorCode;
  constructor(code: ChatImportErrorCode, message: string) {
    super(message);
    this.name = "ChatImportError";
    this.code = code;
  }
}

export function newSessionId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}
