import "server-only";
import { clipText, normalizeStoredText } from "@/lib/stored-text";
import type { DocumentPage } from "../../lib/split-document";

/**
 * The last step of every reader: each page (or the whole text) made storable — NUL and other
 * control characters dropped, lone surrogates repaired, CRLF/CR → LF, NFC, trailing spaces and
 * runs of blank lines trimmed — then joined with page starts recorded, and capped at `maxChars`
 * on a line boundary. Capping is reported (`truncated`), never silent.
 */
export interface FinishedText {
  text: string;
  pages: DocumentPage[];
  truncated: boolean;
}

function tidy(text: string): string {
  return normalizeStoredText(text, { multiline: true })
    .replace(/[^\S\n]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n");
}

/** `paged`: one string per PDF page (pages recorded); otherwise one string and no pages. */
export function finishText(parts: readonly string[], paged: boolean, maxChars: number): FinishedText {
  const pages: DocumentPage[] = [];
  const pieces: string[] = [];
  let length = 0;
  let line = 1;
  let truncated = false;
  // Normalising costs time per character: never normalise far more than can be kept.
  const budget = maxChars * 2 + 1024;
  let raw = 0;
  for (const [index, part] of parts.entries()) {
    if (raw >= budget) {
      truncated = true;
      break;
    }
    const clipped = part.length > budget - raw ? clipText(part, budget - raw) : part;
    raw += clipped.length;
    if (clipped.length < part.length) truncated = true;
    const page = tidy(clipped);
    // A page with no text (a figure, a blank page) still exists; it starts where the next text does.
    const separator = pieces.length > 0 ? 1 : 0;
    if (length + separator + page.length > maxChars) {
      const room = maxChars - length - separator;
      // Cut at the last line break that fits; a single huge line is cut at a character boundary.
      const lineCut = room > 0 ? page.lastIndexOf("\n", room) : -1;
      const kept = lineCut > 0 ? page.slice(0, lineCut) : clipText(page, Math.max(0, room));
      if (kept) {
        if (paged) pages.push({ page: index + 1, startLine: line });
        pieces.push(kept);
      }
      truncated = true;
      break;
    }
    if (paged) pages.push({ page: index + 1, startLine: line });
    pieces.push(page);
    length += separator + page.length;
    line += countLines(page);
  }
  return { text: pieces.join("\n"), pages, truncated };
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines += 1;
  return lines;
}
