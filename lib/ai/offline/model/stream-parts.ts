import type {
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";

/** A reply with ids assigned, ready to be emitted. */
export interface ResolvedReply {
  text?: { id: string; text: string };
  toolCall?: { toolCallId: string; toolName: string; input: string };
}

const CJK = "\\u2e80-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\uff00-\\uffef";
/** One CJK character, one word with its trailing space, or a run of whitespace; together they cover every character. */
const UNIT = new RegExp(`[${CJK}]\\s*|[^\\s${CJK}]+\\s*|\\s+`, "gu");
const CJK_TEST = new RegExp(`[${CJK}]`, "u");

/**
 * Splits text the way real models stream it: a few words, or a few CJK
 * characters, per delta. Joining the chunks gives back the exact text.
 */
export function chunkText(text: string, wordsPerChunk = 3, cjkPerChunk = 4): string[] {
  const chunks: string[] = [];
  let current = "";
  let words = 0;
  let cjk = 0;
  for (const unit of text.match(UNIT) ?? []) {
    current += unit;
    if (CJK_TEST.test(unit)) cjk += 1;
    else if (unit.trim()) words += 1;
    if (words >= wordsPerChunk || cjk >= cjkPerChunk) {
      chunks.push(current);
      current = "";
      words = 0;
      cjk = 0;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Tool-input JSON arrives in 20-40 character pieces, split on code points so no piece holds half a character. */
export function chunkJson(json: string): string[] {
  const sizes = [24, 31, 37, 28, 22, 40, 33];
  const chars = Array.from(json);
  const chunks: string[] = [];
  for (let start = 0, i = 0; start < chars.length; i += 1) {
    const size = sizes[i % sizes.length] ?? 32;
    chunks.push(chars.slice(start, start + size).join(""));
    start += size;
  }
  return chunks;
}

/** Rough token estimate (about four characters per token), good enough for usage displays and budgets. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function buildUsage(promptChars: string, reply: ResolvedReply): LanguageModelV4Usage {
  const input = estimateTokens(promptChars);
  const output = estimateTokens((reply.text?.text ?? "") + (reply.toolCall?.input ?? ""));
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

export function finishReason(reply: ResolvedReply): LanguageModelV4FinishReason {
  return reply.toolCall ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };
}

export function toContent(reply: ResolvedReply): LanguageModelV4Content[] {
  const content: LanguageModelV4Content[] = [];
  if (reply.text) content.push({ type: "text", text: reply.text.text });
  if (reply.toolCall) content.push({ type: "tool-call", ...reply.toolCall });
  return content;
}

export function toStreamParts(reply: ResolvedReply, usage: LanguageModelV4Usage): LanguageModelV4StreamPart[] {
  const parts: LanguageModelV4StreamPart[] = [{ type: "stream-start", warnings: [] }];
  if (reply.text) {
    const { id, text } = reply.text;
    parts.push({ type: "text-start", id });
    for (const delta of chunkText(text)) parts.push({ type: "text-delta", id, delta });
    parts.push({ type: "text-end", id });
  }
  if (reply.toolCall) {
    const { toolCallId: id, toolName, input } = reply.toolCall;
    parts.push({ type: "tool-input-start", id, toolName });
    for (const delta of chunkJson(input)) parts.push({ type: "tool-input-delta", id, delta });
    parts.push({ type: "tool-input-end", id });
    parts.push({ type: "tool-call", ...reply.toolCall });
  }
  parts.push({ type: "finish", usage, finishReason: finishReason(reply) });
  return parts;
}

/** Resolves after `ms`, or early when the signal aborts (the caller then checks the signal). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * Emits the parts one per pull, with an optional delay between them so browser
 * tests can watch a stream arrive. Pull-based, so a consumer that stops reading
 * stops the model; the abort signal is checked between parts and errors the
 * stream with its reason, as a network model would.
 */
export function partsToStream(
  parts: readonly LanguageModelV4StreamPart[],
  delayMs: number,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV4StreamPart> {
  let index = 0;
  return new ReadableStream<LanguageModelV4StreamPart>({
    async pull(controller) {
      if (index > 0 && delayMs > 0) await sleep(delayMs, signal);
      if (signal?.aborted) {
        controller.error(signal.reason ?? new DOMException("The operation was aborted.", "AbortError"));
        return;
      }
      const part = parts[index];
      index += 1;
      if (part) controller.enqueue(part);
      if (index >= parts.length) controller.close();
    },
  });
}
