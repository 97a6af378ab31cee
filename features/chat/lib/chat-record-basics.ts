import type { MaskId } from "./chat-limits";

/*
 * The zod-free half of chat-records.ts (which re-exports it): what the chat
 * page needs before its store layer, which validates with zod, has loaded.
 */
export const SESSION_TITLE_MAX_LENGTH = 120;

export interface ChatSession {
  id: string;
  title: string;
  maskId: MaskId;
  createdAt: number;
  updatedAt: number;
  messageCount: number;
}

export const EXPORT_FORMAT = "nexusnote-chat-export";
export const EXPORT_VERSION = 1;
/** Import limits: a file bigger than this is refused before parsing. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_SESSIONS = 1000;

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
