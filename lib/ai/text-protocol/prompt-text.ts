import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { readBlock } from "../prompt-blocks";

/** The words of a prompt message (system text, or its text parts). */
function messageText(message: LanguageModelV4Prompt[number]): string {
  if (message.role === "system") return message.content;
  return message.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}

/** A prompt block wherever the request carries it, latest first (for readers that need the step's context). */
export function promptBlock(prompt: LanguageModelV4Prompt, tag: string): unknown {
  for (const message of [...prompt].reverse()) {
    if (message.role !== "system" && message.role !== "user") continue;
    const block = readBlock(messageText(message), tag);
    if (block !== null) return block;
  }
  return null;
}

/** Markdown list items of a text: `- a`, `* a`, `1. a`, `a) a`, `• a`. */
export const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,2}[.)、]|[a-dA-D][.)])\s+(.+?)\s*$/;

/** Text without markdown emphasis and heading marks. */
export const plain = (text: string) =>
  text
    .replace(/\*\*|__|`/g, "")
    .replace(/^#+\s*/, "")
    .trim();

/** At most `max` characters, cut at a word where one is near. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return text.trim();
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
