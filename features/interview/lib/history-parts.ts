import type { ModelMessage } from "ai";
import { safeParseOnce } from "@/lib/ai/parse-once";
import { SKIPPED } from "@/lib/learner-profile-fields";
import { parseJson } from "@/lib/safe-json";
import { placementCardSchema, presentOptionsInputSchema, type PresentOptionsOutput } from "./interview-schemas";

/** The parts of an interview history the learner profile reads: a message's text, a tool's output, a card and its answer. */

export function textOfUserContent(content: ModelMessage["content"]): string {
  if (typeof content === "string") return content;
  return content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("\n")
    .trim();
}

/** Tool results arrive as `{ type: 'json' | 'text' | 'error-…', value }`. Errors carry no answer. */
export function valueOfToolOutput(output: unknown): unknown {
  if (typeof output !== "object" || output === null) return undefined;
  const { type, value } = output as { type?: string; value?: unknown };
  if (type === "json") return value;
  if (type === "text" && typeof value === "string") {
    const parsed = parseJson(value);
    return parsed.ok ? parsed.value : value;
  }
  return undefined;
}

export function describeAnswer(answer: PresentOptionsOutput): string {
  if (answer.skipped) return SKIPPED;
  if (answer.selected) return answer.selected.join(", ");
  return answer.text ?? "";
}

/**
 * A tool part's zod result, per part object. A turn's steps (and the tools that
 * rebuild the profile) see the same part objects of the history, so each part is
 * parsed once per request instead of once per step. Parts are never mutated.
 */
const parsedParts = new WeakMap<object, unknown>();

export function parsedOnce<T>(part: object, parse: () => T): T {
  if (parsedParts.has(part)) return parsedParts.get(part) as T;
  const parsed = parse();
  parsedParts.set(part, parsed);
  return parsed;
}

/**
 * A card's input as presentOptionsInputSchema reads it. The history's checks parsed it (once per object: lib/ai/parse-once.ts)
 * with the tool's schema, the same fields plus placement rules: where that passed, its data is this one's.
 */
export function readCard(input: unknown) {
  const card = safeParseOnce(placementCardSchema, input);
  return card.success ? card : safeParseOnce(presentOptionsInputSchema, input);
}
