import { comparableAnswer, signalTokenSet } from "./answer-match";
import type { PracticeItemDraft } from "./practice-item-schemas";

/**
 * The check every question passes before it is stored, whoever made it: the chapter lines it cites
 * exist and support its answer. A question that fails is never stored (issue 24: "checked when
 * stored"). Support is checked the way the offline grader reads answers (lib/answer-match), so a
 * question is only kept when the text itself would grade its answer right.
 */

/** A citation names a passage, not a chapter: more lines than this is not a citation. */
export const MAX_CITED_LINES = 12;
/** What blanks a cloze's term in its prompt. */
export const CLOZE_BLANK = "____";

export type CitationCheck = { ok: true } | { ok: false; reason: string };

/** A chapter's lines as the workspace numbers them (1-based; a chapter file is its text). */
export function chapterLines(content: string): string[] {
  // Most texts have no carriage return to fold.
  return (content.includes("\r") ? content.replace(/\r\n?/g, "\n") : content).split("\n");
}

/** `chapters/01-02-slug.md:12-14`, as workspace references are written. */
export function citationLabel(path: string, lineStart: number, lineEnd: number): string {
  return `${path}:${lineStart}-${lineEnd}`;
}

const refuse = (reason: string): CitationCheck => ({ ok: false, reason });

/** Whether `comparable` (a text already through comparableAnswer) contains `needle`, compared the same way. */
function contains(comparable: string, needle: string): boolean {
  const wanted = comparableAnswer(needle);
  return wanted !== "" && comparable.includes(wanted);
}

export function checkCitation(item: PracticeItemDraft, lines: readonly string[]): CitationCheck {
  const { lineStart, lineEnd } = item;
  if (lineStart < 1 || lineEnd < lineStart || lineEnd > lines.length) {
    return refuse(`cites lines ${lineStart}-${lineEnd}, but the chapter has ${lines.length}`);
  }
  if (lineEnd - lineStart + 1 > MAX_CITED_LINES) return refuse(`cites ${lineEnd - lineStart + 1} lines (at most ${MAX_CITED_LINES})`);
  const cited = lines.slice(lineStart - 1, lineEnd).join("\n");
  if (item.kind === "short") return checkShort(item, cited);
  // Each text made comparable once: the cited lines serve every test below.
  const comparableCited = comparableAnswer(cited);
  if (!contains(comparableCited, item.answer)) return refuse(`the cited lines do not contain the answer “${item.answer}”`);
  if (contains(comparableAnswer(item.prompt), item.answer)) return refuse("the prompt gives the answer away");
  if (item.kind === "cloze") {
    if (!item.prompt.includes(CLOZE_BLANK)) return refuse("a cloze prompt has no blank");
    const unsupported = item.accepted.find((variant) => !contains(comparableCited, variant));
    return unsupported === undefined ? { ok: true } : refuse(`the accepted variant “${unsupported}” is not in the cited lines`);
  }
  return checkChoice(item);
}

function checkChoice(item: PracticeItemDraft): CitationCheck {
  const options = item.options ?? [];
  if (options.length < 2) return refuse("a choice question needs at least two options");
  const texts = options.map((option) => comparableAnswer(option.text));
  if (new Set(texts).size !== texts.length || texts.includes("")) return refuse("two options read the same");
  const answer = comparableAnswer(item.answer);
  const right = options.filter((_, index) => texts[index] === answer);
  if (right.length !== 1) return refuse("the answer is not exactly one of the options");
  if (right[0]!.misconception !== null) return refuse("the right option names a misconception");
  const unexplained = options.find((option) => option !== right[0] && !option.misconception?.trim());
  return unexplained ? refuse(`the wrong option “${unexplained.text}” names no misconception`) : { ok: true };
}

function checkShort(item: PracticeItemDraft, cited: string): CitationCheck {
  if (item.keyPoints.length === 0) return refuse("a short answer needs key points");
  const support = signalTokenSet(cited);
  for (const point of item.keyPoints) {
    const signal = signalTokenSet(point);
    if (signal.size === 0) return refuse(`the key point “${point}” has no words to look for`);
    for (const token of signal) if (!support.has(token)) return refuse(`the key point “${point}” is not in the cited lines`);
  }
  return { ok: true };
}
