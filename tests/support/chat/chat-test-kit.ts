/**
 * Test support for the chat agent (not a test file): reading the UI message
 * stream, assembling the browser's message, and running turns through the real
 * streamChatTurn. Used by features/chat/**.test.ts and tests/integration.
 */
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { convertArrayToReadableStream } from "ai/test";
import type { CourseCitation } from "@/features/chat/lib/chat-schemas";
import type { CourseLookup } from "@/features/chat/tools/chat-tool-context";
import type { ChatAgent, ChatUIMessage } from "@/features/chat/agents/chat-agent";
import { streamChatTurn } from "@/features/chat/server/stream-chat";
import type { Locale } from "@/lib/i18n/locales";

export { readUiChunks };

export async function assembleMessage(chunks: UIMessageChunk[], message?: ChatUIMessage): Promise<ChatUIMessage> {
  const start: ChatUIMessage = message ?? { id: `client-assistant-${chunks.length}-${Math.random()}`, role: "assistant", parts: [] };
  let last = start;
  for await (const snapshot of readUIMessageStream<ChatUIMessage>({ stream: convertArrayToReadableStream(chunks), message: start })) {
    last = snapshot;
  }
  return last;
}

let userCounter = 0;
export function userMessage(text: string): ChatUIMessage {
  userCounter += 1;
  return { id: `user-${userCounter}`, role: "user", parts: [{ type: "text", text }] };
}

export function textOf(message: ChatUIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

export type ChatToolPart = Extract<ChatUIMessage["parts"][number], { toolCallId: string }>;
export function toolPartsOf(message: ChatUIMessage, toolName?: string): ChatToolPart[] {
  return message.parts.filter(
    (part): part is ChatToolPart => part.type.startsWith("tool-") && (toolName === undefined || part.type === `tool-${toolName}`),
  );
}

export function citationFixture(overrides: Partial<CourseCitation> = {}): CourseCitation {
  return {
    courseId: "c_kube",
    courseTitle: "Kubernetes for Docker users",
    chapterId: null,
    chapterTitle: null,
    href: "/courses/c_kube",
    ...overrides,
  };
}

/** A lookup that records its calls and returns `citations` for every query. */
export function fakeLookup(citations: CourseCitation[] = [citationFixture()]) {
  const calls: { ownerId: string; query: string }[] = [];
  const lookup: CourseLookup = async (ownerId, query) => {
    calls.push({ ownerId, query });
    return citations;
  };
  return { lookup, calls };
}

/** One turn through the real streamChatTurn: the chunks and the assistant message the browser would hold. */
export async function runChatTurn(
  agent: ChatAgent,
  messages: ChatUIMessage[],
  options: { maskId?: string; note?: string; uiLocale?: Locale; ownerId?: string; continueMessage?: ChatUIMessage } = {},
) {
  const response = await streamChatTurn(
    { id: "session-1", messages: messages as unknown as Record<string, unknown>[], maskId: options.maskId, note: options.note },
    { agent, uiLocale: options.uiLocale ?? "en", ownerId: options.ownerId ?? "g_owner", now: new Date("2026-01-01T10:00:00Z") },
  );
  const chunks = await readUiChunks(response);
  const message = await assembleMessage(chunks, options.continueMessage);
  return { chunks, message };
}
