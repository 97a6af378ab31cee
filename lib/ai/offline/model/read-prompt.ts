import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { parseJson } from "@/lib/safe-json";
import { isTurnContext } from "@/lib/ai/turn/turn-context";

/**
 * Read-only helpers over the provider-level prompt. The offline model has no
 * memory of its own: everything it knows about the conversation (prompt blocks,
 * the learner's words, earlier tool results) is recovered from here.
 */

export function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n\n");
}

function messageTexts(prompt: LanguageModelV4Prompt, turnContext: boolean): string[] {
  const texts: string[] = [];
  for (const message of prompt) {
    if (message.role !== "user" || isTurnContext(message) !== turnContext) continue;
    const text = message.content
      .map((part) => (part.type === "text" ? part.text : ""))
      .join("\n")
      .trim();
    if (text) texts.push(text);
  }
  return texts;
}

/** What the learner (or a calling agent's task message) said, without the app's per-turn context. */
export function userTexts(prompt: LanguageModelV4Prompt): string[] {
  return messageTexts(prompt, false);
}

export function lastUserText(prompt: LanguageModelV4Prompt): string | null {
  return userTexts(prompt).at(-1) ?? null;
}

/**
 * A block may sit in the turn's context message (interview state, chat context:
 * lib/ai/turn/turn-context.ts), the system prompt, or the first user message (agents
 * called as sub-agents with a task message); the latest context wins.
 */
export function findBlock(prompt: LanguageModelV4Prompt, tag: string): unknown {
  for (const text of [...messageTexts(prompt, true).reverse(), systemText(prompt), ...userTexts(prompt)]) {
    const block = readBlock(text, tag);
    if (block !== null) return block;
  }
  return null;
}

function jsonOrText(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : text;
}

/** The usable value of a tool output: JSON as is, text parsed as JSON when it is JSON, errors as null. */
export function outputValue(output: LanguageModelV4ToolResultOutput): unknown {
  switch (output.type) {
    case "json":
      return output.value;
    case "text":
      return jsonOrText(output.value);
    case "content":
      for (const item of output.value) {
        if (item.type === "text") {
          return jsonOrText(item.text);
        }
      }
      return null;
    default:
      return null;
  }
}

export interface ToolResultEntry {
  toolName: string;
  toolCallId: string;
  value: unknown;
  isError: boolean;
}

/** All tool results in prompt order, from tool messages and (provider-executed) assistant content. */
export function toolResults(prompt: LanguageModelV4Prompt, toolName?: string): ToolResultEntry[] {
  const entries: ToolResultEntry[] = [];
  for (const message of prompt) {
    if (message.role !== "tool" && message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      if (toolName !== undefined && part.toolName !== toolName) continue;
      const isError = part.output.type === "error-text" || part.output.type === "error-json" || part.output.type === "execution-denied";
      entries.push({ toolName: part.toolName, toolCallId: part.toolCallId, value: outputValue(part.output), isError });
    }
  }
  return entries;
}

export function countToolCalls(prompt: LanguageModelV4Prompt, toolName: string): number {
  let count = 0;
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) if (part.type === "tool-call" && part.toolName === toolName) count += 1;
  }
  return count;
}

/** The conversation itself: the prompt without the app's per-turn context message (lib/ai/turn/turn-context.ts). */
export function conversationOf(prompt: LanguageModelV4Prompt): LanguageModelV4Prompt {
  return prompt.filter((message) => !isTurnContext(message));
}

/** True when the conversation's latest message is a result of `toolName` (the model is being asked to follow up on it). */
export function endsWithToolResult(prompt: LanguageModelV4Prompt, toolName: string): boolean {
  const last = conversationOf(prompt).at(-1);
  if (!last || last.role !== "tool") return false;
  return last.content.some((part) => part.type === "tool-result" && part.toolName === toolName);
}
