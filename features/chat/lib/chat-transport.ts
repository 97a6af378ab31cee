import type { DefaultChatTransport, UIMessage } from "ai";
import { withoutDeadToolParts } from "@/lib/ai/browser/dead-tool-parts";
import { CHAT_TOOL } from "../tool-names";
import type { TutorMode } from "@/lib/ai/tutor-mode";
import { LEARNER_NOTE_MAX_LENGTH, type MaskId } from "./chat-limits";

export interface ChatRequestContext {
  maskId: MaskId;
  note: string;
  /** Guided (the hint ladder when practising) or "just explain"; absent → the server's default. */
  mode?: TutorMode;
}

/**
 * POST /api/chat with the contract's body `{ id, messages, trigger, messageId, maskId, note }`.
 * `context()` is read when each request is made (not when the transport is
 * built), so the mask and the learner note are always the session's current ones.
 */
export function createChatTransport(
  /** The SDK's transport class, passed in so this module never loads the SDK itself (it loads after the page). */
  Transport: typeof DefaultChatTransport,
  context: () => ChatRequestContext,
  api = "/api/chat",
) {
  return new Transport<UIMessage>({
    api,
    prepareSendMessagesRequest: ({ id, messages, trigger, messageId, body }) => {
      const { maskId, note, mode } = context();
      const trimmedNote = note.trim().slice(0, LEARNER_NOTE_MAX_LENGTH);
      return {
        body: {
          ...body,
          id,
          // A tool part the ended stream left unfinished is not sent (the server refuses a call without its result).
          messages: withoutDeadToolParts(messages, CHAT_TOOL.offerOptions),
          trigger,
          ...(messageId ? { messageId } : {}),
          maskId,
          ...(trimmedNote ? { note: trimmedNote } : {}),
          ...(mode ? { mode } : {}),
        },
      };
    },
  });
}

export const TITLE_MAX_LENGTH = 60;

/** A session's title: its first learner message, on one line, cut at ~60 characters. */
export function titleFromMessages(messages: readonly UIMessage[]): string {
  const first = messages.find((message) => message.role === "user");
  const text = first?.parts
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return "";
  return text.length > TITLE_MAX_LENGTH ? `${text.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…` : text;
}
