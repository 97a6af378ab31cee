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

/** A heading: a markdown one, or a short line that ends without punctuation ("一、细胞膜", "5.2 The Calvin cycle"). */
export function isHeadingLine(raw: string): boolean {
  if (/^\s*#{1,6}\s/.test(raw)) return true;
  const flat = flatLine(raw);
  return (
    flat.length > 0 && flat.length <= 60 && !raw.trimStart().startsWith(">") && !/^\s*([-*+]|\d+[.)])\s/.test(raw) && !TERMINAL.test(flat)
  );
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
