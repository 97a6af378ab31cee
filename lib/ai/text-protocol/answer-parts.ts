import type { LanguageModelV4Content, LanguageModelV4StreamPart as Part, LanguageModelV4Usage } from "@ai-sdk/provider";
import type { Attempt, TextAnswer } from "./text-answer";

/** Reads one text-protocol response stream whole: its words, and what passes on unchanged. */
export async function consumeStream(stream: ReadableStream<Part>, response: unknown): Promise<Attempt> {
  const passOn: Part[] = [];
  let text = "";
  let reasoning = "";
  let usage: LanguageModelV4Usage | undefined;
  let error: unknown;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.type === "text-delta") text += value.delta;
    else if (value.type === "reasoning-delta") reasoning += value.delta;
    else if (value.type === "finish") usage = value.usage;
    else if (value.type === "error") error ??= value.error;
    // A server that still parsed a call natively: read like the same call written as text.
    else if (value.type === "tool-call") text += JSON.stringify({ tool: value.toolName, input: value.input });
    else if (value.type === "stream-start" || value.type === "response-metadata" || value.type === "raw") passOn.push(value);
  }
  return { text: reasoning ? `<think>${reasoning}</think>${text}` : text, usage, passOn, error, response };
}

/** Words, reasoning and native calls of a generate result, as one text. */
export function generatedText(content: LanguageModelV4Content[]): string {
  let text = "";
  let reasoning = "";
  for (const part of content) {
    if (part.type === "text") text += part.text;
    else if (part.type === "reasoning") reasoning += part.text;
    else if (part.type === "tool-call") text += JSON.stringify({ tool: part.toolName, input: part.input });
  }
  return reasoning ? `<think>${reasoning}</think>${text}` : text;
}

const ZERO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/** The answer as stream parts, in the order a streaming provider sends them. */
/**
 * `started`: the stream already began (no stream-start again); `textId`: text already
 * went out under this id (more text continues it, and it is ended before anything else).
 */
export function answerParts(answer: TextAnswer, options: { started?: boolean; textId?: string } = {}): Part[] {
  const started = options.started || options.textId !== undefined;
  const parts: Part[] = answer.passOn.filter((part) => !started || part.type !== "stream-start");
  if (!started && !parts.some((part) => part.type === "stream-start")) parts.unshift({ type: "stream-start", warnings: [] });
  const open = options.textId;
  if (open) {
    const more = answer.content.find((item) => item.type === "text");
    if (more?.type === "text") parts.push({ type: "text-delta", id: open, delta: more.text });
    parts.push({ type: "text-end", id: open });
  }
  answer.content.forEach((item, index) => {
    if (open && item.type === "text") return;
    const id = `text-protocol-${index}`;
    if (item.type === "reasoning") {
      parts.push({ type: "reasoning-start", id }, { type: "reasoning-delta", id, delta: item.text }, { type: "reasoning-end", id });
    } else if (item.type === "text") {
      const meta = item.providerMetadata ? { providerMetadata: item.providerMetadata } : {};
      parts.push({ type: "text-start", id, ...meta }, { type: "text-delta", id, delta: item.text }, { type: "text-end", id, ...meta });
    } else if (item.type === "tool-call") {
      parts.push({ type: "tool-input-start", id: item.toolCallId, toolName: item.toolName });
      parts.push({ type: "tool-input-delta", id: item.toolCallId, delta: item.input });
      parts.push({ type: "tool-input-end", id: item.toolCallId });
      parts.push(item);
    }
  });
  if (answer.error !== undefined) parts.push({ type: "error", error: answer.error });
  parts.push({ type: "finish", finishReason: answer.finishReason, usage: answer.usage ?? ZERO_USAGE });
  return parts;
}
