import { flatLine, isHeadingLine, isSentence, splitSentences } from "./passage-text";

/** Lines a heading may stand above the sentence the search found, and still be its heading. */
const HEADING_REACH = 6;

/**
 * The part of a found passage a chapter gets: from the heading above the sentence the search
 * matched (`focus`, the search's snippet) on, as many whole lines as fit in `maxChars`, with the
 * exact line numbers of what it keeps. Null when nothing is left.
 */
export function passageWindow(
  found: { lineStart: number; lines: readonly string[]; focus: string },
  maxChars: number,
): { lineStart: number; lineEnd: number; text: string } | null {
  const { lines } = found;
  const focusSentence = found.focus
    .split("\n")
    .map((line) => flatLine(line.replace(/^…/, "")))
    .flatMap(splitSentences)
    .find(isSentence);
  // Its opening words: a sentence a PDF wrapped over lines starts on one of them.
  const probe = focusSentence?.slice(0, 24);
  const at = probe ? lines.findIndex((line) => flatLine(line).includes(probe)) : -1;
  let start = Math.max(0, at);
  for (let index = start; index >= 0 && index >= start - HEADING_REACH; index -= 1) {
    if (isHeadingLine(lines, index)) {
      start = index;
      break;
    }
  }
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines.slice(start)) {
    if (kept.length > 0 && chars + line.length + 1 > maxChars) break;
    kept.push(line.slice(0, maxChars));
    chars += line.length + 1;
  }
  // Trailing blank lines cite nothing.
  while (kept.length > 0 && kept.at(-1)!.trim() === "") kept.pop();
  if (kept.length === 0) return null;
  const lineStart = found.lineStart + start;
  return { lineStart, lineEnd: lineStart + kept.length - 1, text: kept.join("\n") };
}
