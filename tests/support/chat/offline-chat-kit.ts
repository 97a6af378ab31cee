/**
 * Test support for the offline chat tutor (not a test file): one learner turn through the real
 * offline responder with the chat tools on offer, and the tool results a turn can end with.
 */
import type { JSONSchema7, LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { AGENT, BLOCK, CHAT_TOOL } from "@/features/chat/contract";
import { chatOfflineRoles } from "@/features/chat/offline/roles";
import { rolesByAgent } from "@/lib/ai/offline/model/offline-role";
import { respond } from "@/lib/ai/offline/model/respond";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import type { Locale } from "@/lib/i18n/locales";

const ROLES = rolesByAgent(chatOfflineRoles);
const str: JSONSchema7 = { type: "string", minLength: 1 };
const object = (properties: Record<string, JSONSchema7>): JSONSchema7 => ({ type: "object", properties });
const TOOLS: Record<string, JSONSchema7> = {
  [CHAT_TOOL.deepDive]: object({ topic: str, question: { type: "string" } }),
  [CHAT_TOOL.lookupCourses]: object({ query: str }),
  [CHAT_TOOL.searchMyCourses]: object({ topic: str }),
  [CHAT_TOOL.updateLearnerNote]: object({ note: str }),
  [CHAT_TOOL.startCourse]: object({ goal: str }),
  [CHAT_TOOL.offerOptions]: object({ question: str, options: { type: "array", items: str } }),
};

/**
 * The learner's messages (earlier ones answered with `replies` in order, or "…"), in a chat whose UI is in `language`,
 * with the given mask.
 */
export function offlineChat(
  messages: readonly string[],
  maskId = "default",
  extra: LanguageModelV4Prompt = [],
  language: Locale = "en",
  replies: readonly string[] = [],
) {
  const prompt: LanguageModelV4Prompt = [
    { role: "system", content: renderBlock(BLOCK.chatContext, { maskId, language, note: null, now: "2026-01-01T00:00:00.000Z" }) },
  ];
  messages.forEach((text, index) => {
    if (index > 0) prompt.push({ role: "assistant", content: [{ type: "text", text: replies[index - 1] ?? "…" }] });
    prompt.push({ role: "user", content: [{ type: "text", text }] });
  });
  prompt.push(...extra);
  const options: LanguageModelV4CallOptions = {
    prompt,
    tools: Object.entries(TOOLS).map(([name, inputSchema]) => ({ type: "function" as const, name, inputSchema })),
    toolChoice: { type: "auto" },
  };
  return respond(options, ROLES, AGENT.chat);
}

/** This turn's call of `toolName` and its JSON result. */
export function toolTurn(toolName: string, value: unknown): LanguageModelV4Prompt {
  return [
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "t1", toolName, input: {} }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: "t1", toolName, output: { type: "json", value: value as never } }] },
  ];
}

/** The quoted spans of a reply (“…”), which must each be a line of the material as written. */
export function quotesOf(text: string): string[] {
  return [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
}
