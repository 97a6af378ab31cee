import { z } from "zod";

/**
 * The one normalisation every string goes through before the database sees it.
 * PostgreSQL `text` refuses NUL, and `jsonb` refuses NUL and lone surrogates
 * (a string cut in the middle of an emoji): such text made saves fail with a
 * 500, or — when the outline was saved in the background — silently. So text is
 * made storable at the boundary, once, and the same value is what the caller
 * gets back: what is accepted is exactly what is stored and read back.
 *
 *   1. lone surrogates → U+FFFD (repaired, not rejected: a cut emoji costs one
 *      character, not the learner's whole answer);
 *   2. C0 controls and DEL removed; single-line text turns tab/newline/CR into
 *      spaces, multi-line text keeps tab and newline (CRLF and CR become LF);
 *   3. Unicode NFC, so the same words are stored the same way;
 *   4. trimmed; optionally clipped to `max` UTF-16 units at a grapheme boundary.
 */
export interface StoredTextOptions {
  /** Keep tab and newline (markdown, the learner's own words); otherwise one line. */
  multiline?: boolean;
  /** Cut to at most this many UTF-16 units, never inside a character or grapheme. */
  clipTo?: number;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SURROGATE = /[\uD800-\uDFFF]/;
/**
 * Every lone surrogate → U+FFFD. Most text has no surrogate at all (no emoji, nothing beyond the BMP):
 * one plain test then spares the lookaround regex, five times its cost (String#toWellFormed does the
 * same, but not in every browser the app supports).
 */
const wellFormed = (text: string) => (SURROGATE.test(text) ? text.replace(LONE_SURROGATE, "\uFFFD") : text);
const TAB = 9;
const LF = 10;
const CR = 13;

/** Drops C0 controls and DEL (by code, not a regex: no-control-regex); keeps or flattens tab/LF/CR. */
function stripControls(text: string, multiline: boolean): string {
  // Most text has none: it is returned as it is rather than rebuilt a character at a time.
  let clean = true;
  for (let i = 0; i < text.length && clean; i += 1) {
    const code = text.charCodeAt(i);
    clean = code >= 0x20 && code !== 0x7f;
  }
  if (clean) return text;
  let out = "";
  let pendingSpace = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) {
      if (pendingSpace) out += " ";
      pendingSpace = false;
      out += text[i];
    } else if (!multiline && (code === TAB || code === LF || code === CR || code === 11 || code === 12)) {
      pendingSpace = true;
    } else if (multiline && code === TAB) {
      out += "\t";
    } else if (multiline && code === LF) {
      out += "\n";
    } else if (multiline && code === CR) {
      // CRLF and a lone CR both become one LF.
      if (text.charCodeAt(i + 1) !== LF) out += "\n";
    }
  }
  return pendingSpace ? `${out} ` : out;
}

export function normalizeStoredText(value: string, options: StoredTextOptions = {}): string {
  const text = stripControls(wellFormed(value), options.multiline ?? false)
    .normalize("NFC")
    .trim();
  return options.clipTo === undefined ? text : clipText(text, options.clipTo).trimEnd();
}

// Grapheme clusters longer than this (stacked combining marks) are cut at a code point instead.
const GRAPHEME_WINDOW = 256;
let segmenter: Intl.Segmenter | undefined;

/**
 * The longest prefix of `text` of at most `max` UTF-16 units that ends on a
 * grapheme boundary (so an emoji, a flag or an accented letter is never split).
 * Only a window before the cut is segmented: a 40,000-character text costs the
 * same as a short one.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  let start = Math.max(0, max - GRAPHEME_WINDOW);
  if (isLowSurrogate(text.charCodeAt(start)) && start > 0) start -= 1;
  // Fallback: the last code-point boundary at or before max.
  let cut = isLowSurrogate(text.charCodeAt(max)) ? max - 1 : max;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let best = -1;
  // The slice takes the whole code point after the cut: whether `max` is a boundary depends on it.
  for (const { index } of segmenter.segment(text.slice(start, max + 2))) {
    const boundary = start + index;
    if (boundary > max) break;
    if (boundary > start || start === 0) best = boundary;
  }
  if (best >= 0) cut = best;
  return text.slice(0, cut);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * A zod string for anything that is stored: normalised (see above), then
 * checked against `min`/`max` (after normalisation, so " a " counts as 1). With
 * `clip`, text over `max` is cut at a grapheme boundary instead of refused —
 * for text the app derives (a learner's long answer into a profile field), not
 * for what a person typed into a form, which should hear it is too long.
 */
export function storedText(options: { max: number; min?: number; multiline?: boolean; clip?: boolean }) {
  const { max, min = 0, multiline = false, clip = false } = options;
  const schema = z.string().overwrite((value) => normalizeStoredText(value, { multiline, clipTo: clip ? max : undefined }));
  return (min > 0 ? schema.min(min) : schema).max(max);
}

/** A string PostgreSQL's `text` and `jsonb` take, changed as little as possible: NUL and lone surrogates become U+FFFD. */
export function storableString(value: string): string {
  return wellFormed(value).replaceAll("\u0000", "\uFFFD");
}

/**
 * A JSON document kept as the browser sent it (a chat backup), made storable string by string and
 * key by key (storableString), nothing else changed: the same document gives the same result, so a
 * backup sent twice still compares equal. Null when it nests deeper than `maxDepth`: every jsonb
 * write runs JSON.stringify, whose stack gives out long before a body's byte limit does.
 */
export function storableJson(value: unknown, maxDepth = 64): { value: unknown } | null {
  let tooDeep = false;
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === "string") return storableString(node);
    if (typeof node !== "object" || node === null) return node;
    if (depth >= maxDepth || tooDeep) {
      tooDeep = true;
      return null;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [storableString(key), walk(item, depth + 1)]));
  };
  const walked = walk(value, 0);
  return tooDeep ? null : { value: walked };
}
/** PostgreSQL `integer`: an integer outside it is a 400, never a failed insert. */
export const PG_INT_MAX = 2_147_483_647;
export const storedInt = (min: number, max = PG_INT_MAX) => z.number().int().min(min).max(Math.min(max, PG_INT_MAX));
