import type { UIMessage } from "ai";

/** What `sendMessage` was given (`{ text }` or a message's parts) as the learner's message; null for anything else. */
export function userMessageOf<MESSAGE extends UIMessage>(sent: unknown): MESSAGE | null {
  if (typeof sent !== "object" || sent === null) return null;
  const { text, parts, id, metadata } = sent as { text?: unknown; parts?: unknown; id?: unknown; metadata?: unknown };
  const content = typeof text === "string" ? [{ type: "text", text }] : Array.isArray(parts) ? parts : null;
  if (!content || content.length === 0) return null;
  const messageId = typeof id === "string" && id ? id : `unsent-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id: messageId, role: "user", parts: content, ...(metadata === undefined ? {} : { metadata }) } as MESSAGE;
}
