import type { UIMessage } from "ai";
import { isToolUIPart } from "@/lib/ai/browser/ui-parts";
import { SOURCES_TOOL } from "../contract";
import { readSourceOutputSchema, searchMaterialOutputSchema, type MaterialPassage } from "./tool-schemas";

/**
 * Citations in an answer: `[S2]`, `[S2, S5]`, `[S2][S5]`, `【S2】`, `【S2，S5】`
 * and their full-width forms (［Ｓ２］). Text inside code spans and fenced code
 * blocks is code, not citations. A citation is verified only when a search or
 * read in the same assistant message returned that ref; anything else (a
 * forged ref, one from an earlier turn, a typo) is unverified.
 */

export interface CitationMatch {
  /** Offsets in the text of the whole bracket, e.g. `[S2, S5]`. */
  start: number;
  end: number;
  raw: string;
  /** Normalised refs in order, e.g. ["S2", "S5"]. */
  refs: string[];
}

const OPEN = "[\\[［【〔]";
const CLOSE = "[\\]］】〕]";
const REF = "[SＳ][0-9０-９]{1,4}";
const SEPARATOR = "[\\s,，、;；]*";
const CITATION = new RegExp(`${OPEN}\\s*(${REF}(?:${SEPARATOR}${REF})*)\\s*${CLOSE}`, "gu");
const ONE_REF = new RegExp(REF, "gu");

/** `Ｓ０２` → `S2` (full-width letters and digits, leading zeros). */
export function normaliseRef(raw: string): string {
  const ascii = raw.normalize("NFKC").toUpperCase();
  return `S${Number(ascii.slice(1))}`;
}

/** Ranges of code (fenced blocks, then inline spans of any backtick run) that citations inside must not count. */
function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const fence = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|$)/gm;
  for (const match of text.matchAll(fence)) ranges.push([match.index, match.index + match[0].length]);
  const inside = (index: number) => ranges.some(([from, to]) => index >= from && index < to);
  const inline = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)|(`+)(?!`)\1(?!`)/g;
  for (const match of text.matchAll(inline)) {
    if (!inside(match.index)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

export function findCitations(text: string): CitationMatch[] {
  const code = codeRanges(text);
  const matches: CitationMatch[] = [];
  for (const match of text.matchAll(CITATION)) {
    const start = match.index;
    if (code.some(([from, to]) => start >= from && start < to)) continue;
    const refs = [...(match[1] ?? "").matchAll(ONE_REF)].map((ref) => normaliseRef(ref[0]));
    matches.push({ start, end: start + match[0].length, raw: match[0], refs });
  }
  return matches;
}

/** Every passage the message's searches and reads returned, by ref (what a citation in it may point at). */
export function passagesOf(message: Pick<UIMessage, "parts">): Map<string, MaterialPassage> {
  const passages = new Map<string, MaterialPassage>();
  for (const part of message.parts) {
    if (!isToolUIPart(part) || part.state !== "output-available") continue;
    if (part.type === `tool-${SOURCES_TOOL.searchMaterial}`) {
      const output = searchMaterialOutputSchema.safeParse(part.output);
      if (output.success && output.data.ok) for (const hit of output.data.hits) if (!passages.has(hit.ref)) passages.set(hit.ref, hit);
    } else if (part.type === `tool-${SOURCES_TOOL.readSource}`) {
      const output = readSourceOutputSchema.safeParse(part.output);
      if (output.success && output.data.ok && !passages.has(output.data.ref)) passages.set(output.data.ref, output.data);
    }
  }
  return passages;
}

export type CheckedCitation = { ref: string; verified: true; passage: MaterialPassage } | { ref: string; verified: false };

/** Each cited ref (once, in order of first appearance) with whether this message's tool outputs back it. */
export function checkCitations(text: string, message: Pick<UIMessage, "parts">): CheckedCitation[] {
  const passages = passagesOf(message);
  const seen = new Set<string>();
  const checked: CheckedCitation[] = [];
  for (const citation of findCitations(text)) {
    for (const ref of citation.refs) {
      if (seen.has(ref)) continue;
      seen.add(ref);
      const passage = passages.get(ref);
      checked.push(passage ? { ref, verified: true, passage } : { ref, verified: false });
    }
  }
  return checked;
}

/** The answer's text: every text part of the message, in order. */
export function answerTextOf(message: Pick<UIMessage, "parts">): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}
