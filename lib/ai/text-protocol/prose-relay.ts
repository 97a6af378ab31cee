import type { LanguageModelV4StreamPart as Part } from "@ai-sdk/provider";
import type { Attempt } from "./text-answer";

/**
 * When no tool is forced, a text-protocol reply is usually words for the learner:
 * they are passed on as they arrive (reasoning tags included — the repair
 * middleware splits them out), and held only from the first sign of a call
 * (a code fence, `{`, `[` or `<tool_call>`), which is read once the reply is whole.
 */
const MARKERS = ["```", "{", "[", "<tool_call>"];
const LONGEST = Math.max(...MARKERS.map((marker) => marker.length));

/** Where the first marker starts, or -1. */
function heldFrom(text: string): number {
  const found = MARKERS.map((marker) => text.indexOf(marker)).filter((index) => index !== -1);
  return found.length ? Math.min(...found) : -1;
}

export interface Relayed extends Attempt {
  /** How much of `text` went out as text deltas (under `textId`). */
  sent: number;
  textId: string;
}

export async function relayProse(stream: ReadableStream<Part>, enqueue: (part: Part) => void, textId: string): Promise<Relayed> {
  let text = "";
  let sent = 0;
  let hold = -1;
  let started = false;
  let usage: Attempt["usage"];
  let error: unknown;
  const send = (upTo: number) => {
    if (upTo <= sent) return;
    if (!started) enqueue({ type: "text-start", id: textId });
    started = true;
    enqueue({ type: "text-delta", id: textId, delta: text.slice(sent, upTo) });
    sent = upTo;
  };
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (value.type === "text-delta") {
      text += value.delta;
      if (hold === -1) hold = heldFrom(text);
      // A marker may be cut across deltas: keep back a tail that could be its start.
      send(hold === -1 ? Math.max(sent, text.length - (LONGEST - 1)) : hold);
    } else if (value.type === "tool-call") {
      hold = hold === -1 ? text.length : hold;
      text += JSON.stringify({ tool: value.toolName, input: value.input });
    } else if (value.type === "finish") usage = value.usage;
    else if (value.type === "error") error ??= value.error;
    else if (value.type === "stream-start" || value.type === "response-metadata" || value.type === "raw") enqueue(value);
  }
  return { text, sent, usage, passOn: [], error, textId };
}
