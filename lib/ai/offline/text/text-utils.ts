import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/**
 * FNV-1a. The offline model must answer the same prompt the same way every time
 * (tests and screenshots depend on it), yet not sound identical on every turn, so
 * phrase variants are picked by a hash of something in the conversation.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function pick<T>(items: readonly [T, ...T[]], seed: string): T {
  return items[hashString(seed) % items.length] ?? items[0];
}

/** Han ideographs only: CJK punctuation must not trigger the spacing rules below. */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_TEXT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

export function isHan(char: string | undefined): boolean {
  return char !== undefined && HAN.test(char);
}

export function containsCjk(text: string): boolean {
  return CJK_TEXT.test(text);
}

/**
 * Learner text ends up inside tool inputs that the UI renders and that have
 * length limits; tags are dropped (never meaningful in a learning goal; script
 * and style blocks with their content) and whitespace collapsed so clipping
 * counts visible characters.
 */
export function cleanUserText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A typed answer made fit to sit inside generated text: markup and runs of
 * spaces gone, doubled punctuation ("。。", "!!") made single, and no sentence
 * punctuation at the end (the template supplies its own).
 */
export function tidyAnswer(text: string): string {
  return cleanUserText(text)
    .replace(/([。．.!！?？,，;；、…])\1+/gu, "$1")
    .replace(/[\s。．.!！?？,，;；、:：…]+$/u, "")
    .trim();
}

/** Cuts to `max` UTF-16 units (what zod's max() counts), preferring a word boundary. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  if (max < 2) return clean.slice(0, Math.max(0, max));
  let cut = Math.max(1, max - 1);
  // Never split a surrogate pair: half an emoji is not valid text.
  const code = clean.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  let head = clean.slice(0, cut);
  const space = head.lastIndexOf(" ");
  if (space > cut - 20 && space > 0) head = head.slice(0, space);
  return `${head.replace(/[\s,;:.，。；：、-]+$/u, "")}…`;
}

/**
 * Words that may be lower-cased when a stage or prerequisite is used mid-sentence
 * ("…you can explain setting up a working environment"). Anything else, such as
 * "Kubernetes", "Linux" or "Git", is likely a proper noun and keeps its capital.
 */
const COMMON_STARTS = new Set([
  "a",
  "an",
  "the",
  "core",
  "key",
  "basic",
  "basics",
  "everyday",
  "fundamental",
  "fundamentals",
  "essential",
  "advanced",
  "common",
  "major",
  "high-frequency",
  "high-school",
  "real-world",
  "tools",
  "sounds",
  "safety",
  "progression",
  "recovery",
  "foundations",
  "foundation",
  "what",
  "introduction",
  "intro",
  "command-line",
  "spreadsheets",
  "your",
  "first",
  "simple",
  "practical",
  "hands-on",
  "modern",
  "deeper",
  "final",
  "capstone",
  "going",
  "getting",
  "using",
  "some",
  "regular",
  "good",
  "short",
  "small",
  "data",
  "design",
  "testing",
]);

/** Lower-cases the first word for mid-sentence use when it is a common word, never a likely proper noun. */
export function lowerFirst(text: string): string {
  const firstWord = /^[A-Za-z][A-Za-z-]*/.exec(text)?.[0];
  if (!firstWord || firstWord.slice(1) !== firstWord.slice(1).toLowerCase()) return text;
  const word = firstWord.toLowerCase();
  const gerund = word.length >= 7 && word.endsWith("ing");
  if (!COMMON_STARTS.has(word) && !gerund) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Capitalises a sentence or title that starts with a learner-typed topic
 * ("react in the real world"), but only when the first word is all lower-case,
 * so brand spellings such as "iOS" or "jQuery" survive.
 */
export function sentenceStart(text: string): string {
  const firstWord = /^[a-z]+(?=[^A-Za-z]|$)/.exec(text)?.[0];
  return firstWord ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

export function quote(text: string, lang: Locale, max = 80): string {
  const inner = clip(cleanUserText(text), max);
  return `${WRITING[lang].quoteOpen}${inner}${WRITING[lang].quoteClose}`;
}

/**
 * Fills `{name}` placeholders. In Chinese, a Latin topic such as "Kubernetes" next
 * to Han characters gets a space on that side, the usual typesetting convention
 * ("学习 Kubernetes 的基础"), so zh templates can be written without caring.
 */
export function interpolate(template: string, vars: Record<string, string>, lang: Locale): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string, offset: number) => {
    const value = vars[key];
    if (value === undefined) return match;
    if (!WRITING[lang].spacesLatinBesideHan || value === "") return value;
    const before = template.charAt(offset - 1);
    const after = template.charAt(offset + match.length);
    const lead = isHan(before) && /^[A-Za-z0-9]/.test(value) ? " " : "";
    const tail = isHan(after) && /[A-Za-z0-9+#.)]$/.test(value) ? " " : "";
    return `${lead}${value}${tail}`;
  });
}

/** Case-insensitive de-duplication that keeps the first spelling; options must be distinct. */
export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim());
  }
  return out;
}

/** Keeps only the string entries of an unknown value (for leniently parsed briefs). */
export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((item) => item.trim());
}

export function asString(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
