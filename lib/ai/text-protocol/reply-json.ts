import { parseJson } from "@/lib/safe-json";

/**
 * What a model without tool calling writes around the JSON it was asked for:
 * reasoning (`<think>…</think>`, or an unopened `…</think>`), code fences,
 * prose before and after, trailing commas. This finds the JSON values in such
 * a reply, fenced ones first, then bare `{…}` / `[…]` spans in order.
 */
export interface SplitReply {
  /** What the model meant the reader to see, reasoning removed. */
  text: string;
  reasoning: string;
}

const THINK_BLOCK = /<think>([\s\S]*?)(?:<\/think>|$)/g;

/** Separates reasoning from the answer: closed, unclosed (cut off) and unopened think blocks. */
export function splitReasoning(raw: string): SplitReply {
  const thoughts: string[] = [];
  let text = raw;
  const unopened = text.indexOf("</think>");
  if (unopened !== -1 && !text.slice(0, unopened).includes("<think>")) {
    thoughts.push(text.slice(0, unopened));
    text = text.slice(unopened + "</think>".length);
  }
  text = text.replace(THINK_BLOCK, (_match, thought: string) => {
    thoughts.push(thought);
    return "";
  });
  return {
    text: text.trim(),
    reasoning: thoughts
      .map((thought) => thought.trim())
      .filter(Boolean)
      .join("\n"),
  };
}

const FENCE = /```[a-zA-Z0-9_-]*[ \t]*\r?\n?([\s\S]*?)```/g;

/** Balanced `{…}` or `[…]` spans at top level, strings respected. */
export function bracketSpans(text: string): string[] {
  const spans: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"' && depth > 0) inString = true;
    else if (char === "{" || char === "[") {
      if (depth === 0) start = index;
      depth++;
    } else if ((char === "}" || char === "]") && depth > 0) {
      depth--;
      if (depth === 0) spans.push(text.slice(start, index + 1));
    }
  }
  return spans;
}

/** JSON as models write it: trailing commas and smart quotes around keys are forgiven. */
export function parseLooseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const attempts = [text, text.replace(/,\s*([}\]])/g, "$1"), text.replace(/[\u201c\u201d]/g, '"').replace(/,\s*([}\]])/g, "$1")];
  for (const attempt of attempts) {
    const parsed = parseJson(attempt.trim());
    if (parsed.ok) return { ok: true, value: parsed.value };
  }
  return { ok: false };
}

/** Every JSON object or array the reply holds, fenced first; prose that merely has brackets is skipped. */
export function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  const seen = new Set<string>();
  const take = (candidate: string) => {
    const trimmed = candidate.trim();
    if (!trimmed || seen.has(trimmed)) return;
    seen.add(trimmed);
    const parsed = parseLooseJson(trimmed);
    if (parsed.ok && typeof parsed.value === "object" && parsed.value !== null) values.push(parsed.value);
  };
  for (const match of text.matchAll(FENCE)) {
    const body = match[1] ?? "";
    take(body);
    for (const span of bracketSpans(body)) take(span);
  }
  for (const span of bracketSpans(text)) take(span);
  return values;
}
