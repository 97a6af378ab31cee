import type { InferUITools, ToolSet, UIMessage } from "ai";
import { getToolName, isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { safeJsonParse } from "@/lib/safe-json";

/**
 * What the server vouches for in an assistant message, as "facts" with stable
 * keys (isomorphic: the browser reads the keys, only the server knows the MACs).
 *
 *   t<k> / r<k>   the k-th text / reasoning part (k counts text and reasoning together)
 *   c:<callId>    a tool call: name, input (or the raw input the model got wrong), and
 *                 how many text/reasoning parts precede it (so it cannot be moved)
 *   o:<callId>    a server tool's result (output or error). A client-side tool's
 *                 result is the learner's answer and stays free.
 *
 * Keys survive the trims the browser makes (a half-streamed suffix, an
 * unfinished tool call in the middle): text is only ever cut from the end, so
 * its position among texts does not shift, and tool facts are keyed by call id.
 * The signatures live in `message.metadata.signatures` as { key: mac }.
 */
export const SIGNATURES_FIELD = "signatures";

/** The metadata the server streams onto assistant messages (null clears a signature a trimmed part had). */
export interface VouchedMetadata {
  signatures?: Record<string, string | null>;
}

/** A tutor conversation's message: signed metadata, no data parts, the agent's tools. */
export type VouchedUIMessage<TOOLS extends ToolSet> = UIMessage<VouchedMetadata, never, InferUITools<TOOLS>>;

export interface MessageFact {
  key: string;
  content: string;
}

type Part = UIMessage["parts"][number];

/** JSON as it crosses the wire (undefined dropped, Dates as strings), keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  // Histories arrive as parsed JSON: plain data needs no trip through the wire form (two fewer passes a fact).
  const plain = sortedPlainJson(value);
  if (plain !== null) return plain;
  const wire = value === undefined ? null : (safeJsonParse(JSON.stringify(value)) ?? null);
  return stringifySorted(wire);
}

/**
 * stringifySorted of a value that is already plain JSON data (null, booleans,
 * strings, finite numbers, arrays without holes and plain objects of those),
 * which its wire form equals; null for anything else (undefined inside, a Date,
 * a class, a toJSON), which takes the wire-form path.
 */
function sortedPlainJson(value: unknown): string | null {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : null;
  if (typeof value !== "object") return null;
  const pieces: string[] = [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const piece = index in value ? sortedPlainJson(value[index]) : null;
      if (piece === null) return null;
      pieces.push(piece);
    }
    return `[${pieces.join(",")}]`;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const key of Object.keys(value).sort()) {
    const piece = sortedPlainJson((value as Record<string, unknown>)[key]);
    if (piece === null) return null;
    pieces.push(`${JSON.stringify(key)}:${piece}`);
  }
  return `{${pieces.join(",")}}`;
}

function stringifySorted(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stringifySorted).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stringifySorted((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

export const proseKey = (kind: "text" | "reasoning", ordinal: number) => `${kind === "text" ? "t" : "r"}${ordinal}`;
export const callKey = (toolCallId: string) => `c:${toolCallId}`;
export const resultKey = (toolCallId: string) => `o:${toolCallId}`;

export function callContent(toolName: string, input: unknown, rawInput: unknown, proseBefore: number): string {
  return canonicalJson({ name: toolName, input: input ?? null, rawInput: input === undefined ? (rawInput ?? null) : null, proseBefore });
}

export function resultContent(result: { output: unknown } | { errorText: string }): string {
  return "errorText" in result ? canonicalJson({ errorText: result.errorText }) : canonicalJson({ output: result.output ?? null });
}

/**
 * The facts of each part of an assistant message, in order (an empty list for a
 * part that says nothing, such as step-start; null for a part type that carries
 * content we do not know how to vouch for).
 */
export function factsOfParts(message: Pick<UIMessage, "parts">, isServerTool: (toolName: string) => boolean): (MessageFact[] | null)[] {
  let prose = 0;
  return message.parts.map((part: Part) => {
    if (part.type === "text" || part.type === "reasoning") {
      return [{ key: proseKey(part.type, prose++), content: part.text }];
    }
    if (part.type === "step-start") return [];
    // A dynamic-tool part is a call whose input did not fit its tool: the server's history validation
    // makes it so (lib/ai/turn/ui-history-schema.ts; a browser may not send one), and it is vouched for as the call it was.
    if (!isToolUIPart(part)) return null;
    const name = getToolName(part);
    const facts = [
      { key: callKey(part.toolCallId), content: callContent(name, part.input, (part as { rawInput?: unknown }).rawInput, prose) },
    ];
    if (isServerTool(name) && (part.state === "output-available" || part.state === "output-error")) {
      const result = part.state === "output-available" ? { output: part.output } : { errorText: part.errorText };
      facts.push({ key: resultKey(part.toolCallId), content: resultContent(result) });
    }
    return facts;
  });
}

/** The signatures a message carries (an empty map when it has none or they are malformed). */
export function signaturesOf(message: Pick<UIMessage, "metadata">): Record<string, string> {
  const metadata = message.metadata;
  if (!metadata || typeof metadata !== "object") return {};
  const signatures = (metadata as Record<string, unknown>)[SIGNATURES_FIELD];
  if (!signatures || typeof signatures !== "object" || Array.isArray(signatures)) return {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(signatures)) if (typeof value === "string") result[key] = value;
  return result;
}

/**
 * For the browser: the message cut before its first part the server has not
 * (yet) signed — a text still streaming when the learner pressed Stop or the
 * page went away, a tool whose call or server result never got its signature.
 * What is left is exactly what the server will accept back. `clientTools` are
 * the tools whose result is the learner's (their result is never signed).
 */
export function keepVouchedPrefix<MESSAGE extends UIMessage>(message: MESSAGE, clientTools: readonly string[]): MESSAGE {
  if (message.role !== "assistant") return message;
  const signatures = signaturesOf(message);
  const facts = factsOfParts(message, (name) => !clientTools.includes(name));
  const cut = facts.findIndex((partFacts) => partFacts === null || partFacts.some((fact) => !(fact.key in signatures)));
  if (cut === -1) return message;
  let end = cut;
  // A step-start left at the end opened the step that was cut.
  while (end > 0 && message.parts[end - 1]?.type === "step-start") end -= 1;
  return { ...message, parts: message.parts.slice(0, end) };
}

/**
 * keepVouchedPrefix over a history: on the last message always (that is where a
 * stop or a reload cuts a stream), and on earlier ones that carry signatures.
 * A message saved before messages were signed keeps its parts for display (the
 * server will refuse to continue from it, saying why).
 */
export function keepVouchedParts<MESSAGE extends UIMessage>(messages: readonly MESSAGE[], clientTools: readonly string[]): MESSAGE[] {
  return messages.map((message, index) =>
    index === messages.length - 1 || Object.keys(signaturesOf(message)).length > 0 ? keepVouchedPrefix(message, clientTools) : message,
  );
}
