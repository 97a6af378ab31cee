import { comparableAnswer, hasSignalTokens } from "../lib/answer-match";
import { chapterLines } from "../lib/citation-check";

/**
 * What the offline question maker reads out of a chapter's markdown, and nothing more: the terms it
 * defines (a bold lead and the words after it, "- **The input:** what you start from"), its lists
 * (a short answer's key points), and its prose lines (their sentences: a cloze's context). Code blocks, headings,
 * tables, display math, HTML and the italic meta line are never material. Line numbers are the workspace's (1-based).
 */

export interface DefinedTerm {
  term: string;
  definition: string;
  line: number;
  /** Terms of one list share a block: they are each other's most telling distractors. */
  block: number;
  /** Defined in a list (a glossary, the steps) rather than a lone bold lead such as "**Goal of this chapter.**". */
  inList: boolean;
}

export interface ListBlock {
  heading: string;
  items: { text: string; lead: string | null; line: number }[];
}

export interface ProseSentence {
  text: string;
  line: number;
}

/**
 * A line of material (prose or a list item), its markdown as read: its plain text and sentences
 * are made only when asked (proseText, sentencesOf), since only a subject cloze reads them, and it
 * stops at its second (most lines of a chapter are never split).
 */
export interface ProseLine {
  body: string;
  line: number;
  /** The plain text, when reading the chapter needed it already (a list item's, a term's line). */
  plain?: string;
}

export interface ChapterMaterial {
  lines: string[];
  terms: DefinedTerm[];
  lists: ListBlock[];
  prose: ProseLine[];
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const BOLD_LEAD = /^\*\*([^*]{1,80}?)\*\*\s*(.*)$/;
const FENCE = /^\s*(?:```|~~~)/;

/** Markdown marks off, for text a learner reads in a question. */
export function plainText(markdown: string): string {
  // Each pass only where its mark is (most of a chapter's lines carry none, a list item's lead only its **).
  let unmarked = markdown;
  if (unmarked.includes("[")) unmarked = unmarked.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1");
  if (unmarked.includes("**") || unmarked.includes("__") || unmarked.includes("`")) unmarked = unmarked.replace(/(\*\*|__|`)/g, "");
  if (unmarked.includes("*") || unmarked.includes("_")) {
    unmarked = unmarked.replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,;:!?])/g, "$1$2");
  }
  // Spacing to fold only where some is not a lone space (most lines have none).
  return (unmarked.includes("  ") || OTHER_SPACING.test(unmarked) ? unmarked.replace(/\s+/g, " ") : unmarked).trim();
}

/**
 * Spacing other than a space (two spaces are looked for apart: one class to scan for is quicker than an
 * alternation): \s but the space, spelt out (a third quicker to scan for than [^\S ]).
 */
const OTHER_SPACING = /[\t-\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/** A material line's plain text (plainText of its markdown), made once. */
export function proseText(prose: ProseLine): string {
  return (prose.plain ??= plainText(prose.body));
}

const trimTerm = (term: string) => term.replace(/[\s:：.。,，;；!！]+$/u, "").trim();
const trimDefinition = (text: string) => plainText(text).replace(/^[\s:：—–\-,，]+/u, "");

const SENTENCE_END = /[.!?。！？]/u;

/** A plain text's sentences, trimmed, in order. */
export function sentencesOf(text: string): string[] {
  // No sentence ends inside: the (trimmed) text is one sentence.
  if (!SENTENCE_END.test(text)) {
    const sentence = text.trim();
    return sentence ? [sentence] : [];
  }
  // Cut after 。！？, and after . ! ? where spacing follows (the spacing is trimmed off with the rest):
  // what splitting at /(?<=[.!?])\s+|(?<=[。！？])/ gives, in one pass and without its lookbehinds.
  const sentences: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length; index += 1) {
    const before = text.charCodeAt(index - 1);
    if (isFullWidthEnd(before) || (isAsciiEnd(before) && SPACE.test(text[index]!))) {
      sentences.push(text.slice(start, index).trim());
      start = index;
    }
  }
  sentences.push(text.slice(start).trim());
  return sentences.filter(Boolean);
}

/** 。！？ and . ! ?, told by their code (a character compared as a one-letter string is a string made for each). */
const isFullWidthEnd = (code: number) => code === 0x3002 || code === 0xff01 || code === 0xff1f;
const isAsciiEnd = (code: number) => code === 0x2e || code === 0x21 || code === 0x3f;
const SPACE = /\s/;

export function readChapter(content: string): ChapterMaterial {
  const lines = chapterLines(content);
  const material: ChapterMaterial = { lines, terms: [], lists: [], prose: [] };
  let inCode = false;
  let heading = "";
  let block = -1;
  let list: ListBlock | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const fence = FENCE.test(raw);
    if (fence) inCode = !inCode;
    const item = inCode ? null : LIST_ITEM.exec(raw);
    if (!item) list = null;
    if (inCode || fence || raw.trim() === "") return;
    if (raw.startsWith("#") && /^#{1,6}\s/.test(raw)) {
      heading = plainText(raw.replace(/^#+\s*/, ""));
      return;
    }
    // The italic meta line under the title ("*Module · chapter 2 of 6 · about 20 minutes*"), tables, display math.
    if (!raw.includes("**") && /^\s*[*_][^*_].*[*_]\s*$/.test(raw)) return;
    if (/^\s*(?:\||\$\$|<)/.test(raw)) return;
    const body = (item ? item[1]! : raw.replace(/^\s*>\s?/, "")).trim();
    if (item) {
      if (!list) {
        list = { heading, items: [] };
        material.lists.push(list);
        block += 1;
      }
    } else {
      block += 1;
    }
    const bold = BOLD_LEAD.exec(body);
    const term = bold ? trimTerm(plainText(bold[1]!)) : null;
    const definition = bold ? trimDefinition(bold[2]!) : "";
    const comparableTerm = term ? comparableAnswer(term) : "";
    if (term && comparableTerm !== "" && hasSignalTokens(definition, 3) && !comparableAnswer(definition).includes(comparableTerm)) {
      material.terms.push({ term, definition, line, block, inList: item !== null });
    }
    const prose: ProseLine = { body, line };
    if (list) (list as ListBlock).items.push({ text: proseText(prose), lead: term, line });
    material.prose.push(prose);
  });
  return material;
}

/** "Lab: Pods and Deployments" → "Pods and Deployments": the subject a title names. */
export function subjectOf(title: string): string {
  const match = /^[^:：]{1,24}[:：]\s*(.{3,})$/u.exec(title.trim());
  return plainText(match?.[1] ?? title);
}
