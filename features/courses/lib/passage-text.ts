/**
 * Reading a passage of the learner's material as plain text: its headings (labels, not statements)
 * and its whole sentences, never reworded. Shared by the request's windowing (../data) and the
 * offline writer's quotes (../offline).
 */

/** One line as plain text: no tags, no links' brackets, no leading markdown marks. */
export function flatLine(line: string): string {
  return line
    .replace(/<[^>]{0,200}>/g, " ")
    .replace(/[[\]［］【】〔〕]/g, (bracket) => (/[[［【〔]/.test(bracket) ? "(" : ")"))
    .replace(/^[\s#>*\-+|`]+/, "")
    .replace(/\*\*|__|`+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const TERMINAL = /[.!?。！？:：;；,，)）"”』」]$/u;

const NUMBERED_HEADING =
  /^(?:(?:chapter\s+)?\d+(?:\.\d+)*[.)]?\s+\S|第[\d一二三四五六七八九十百]+[章节部分篇]|[一二三四五六七八九十]+[、.．])/iu;

/**
 * Whether line `index` is a heading: a markdown one, or a short line that ends without punctuation
 * and is numbered ("5.2 The Calvin cycle", "一、细胞膜") or stands alone between blank lines. A
 * hard-wrapped line of a paragraph (PDF text) is none of these, so it is never taken for a label.
 */
export function isHeadingLine(lines: readonly string[], index: number): boolean {
  const raw = lines[index] ?? "";
  if (/^\s*#{1,6}\s/.test(raw)) return true;
  const flat = flatLine(raw);
  if (flat.length === 0 || flat.length > 60 || TERMINAL.test(flat)) return false;
  if (raw.trimStart().startsWith(">") || /^\s*([-*+]|\d+[.)])\s/.test(raw)) return false;
  if (NUMBERED_HEADING.test(flat)) return true;
  const blank = (at: number) => at < 0 || at >= lines.length || (lines[at] ?? "").trim() === "";
  return blank(index - 1) && blank(index + 1);
}

/** A heading as a label: without its numbering ("5.2 ", "一、", "第三章 "). */
export function headingLabel(raw: string): string {
  return flatLine(raw)
    .replace(/^(?:chapter\s+)?\d+(?:\.\d+)*[.)]?\s+/iu, "")
    .replace(/^第[\d一二三四五六七八九十百]+[章节部分篇]\s*/u, "")
    .replace(/^[一二三四五六七八九十]+[、.．]\s*/u, "")
    .trim();
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const MIN_SENTENCE_CHARS = 12;
const MIN_SENTENCE_CHARS_CJK = 6;
const isCjk = (text: string) => /\p{Script=Han}/u.test(text);

/** A whole sentence that says something: ends as a sentence does, not a label or a fragment. */
export function isSentence(text: string): boolean {
  return /[.!?。！？)）"”』」]$/u.test(text) && text.length >= (isCjk(text) ? MIN_SENTENCE_CHARS_CJK : MIN_SENTENCE_CHARS);
}
