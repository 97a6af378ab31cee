/**
 * A search hit's lines as written, each with its line number in the source, so a reader can quote
 * or copy a few real lines (a code block with its indentation, a list) instead of a snippet
 * flattened to one line — and cite exactly the lines it took. A chunk is an exact slice of its source
 * (./split-document.ts), so its n-th line is line lineStart + n. Bounded: a window of the chunk
 * around the sentence that best matches, opened at the code fence the sentence sits in when that
 * fence is near.
 */
import { bare, type PassageLine } from "@/lib/markdown/quote-lines";

export type { PassageLine } from "@/lib/markdown/quote-lines";

const MAX_LINES = 30;
const MAX_CHARS = 1600;
const MAX_LINE_CHARS = 300;
const FENCE = /^ {0,3}(?:```|~~~)/;

/**
 * The index of the line where `focus` starts: its first letters and digits found in the lines' run together, so a
 * focus that starts mid-line, spans lines or repeats a line's words elsewhere is still placed where it is; 0 when absent.
 */
function lineAt(lines: readonly PassageLine[], focus: string): number {
  const probe = bare(focus).slice(0, 60);
  if (!probe) return 0;
  const bareLines = lines.map((line) => bare(line.text));
  const offset = bareLines.join("").indexOf(probe);
  if (offset < 0) return 0;
  let seen = 0;
  for (let i = 0; i < bareLines.length; i += 1) {
    seen += bareLines[i]!.length;
    if (seen > offset) return i;
  }
  return 0;
}

/** Index of the fence that opens the code block holding line `at`, or -1 when it is in none. */
function openFenceBefore(lines: readonly PassageLine[], at: number): number {
  let open = -1;
  for (let i = 0; i < at; i += 1) if (FENCE.test(lines[i]!.text)) open = open < 0 ? i : -1;
  return open;
}

export function passageLines(text: string, lineStart: number, focus?: string | null): PassageLine[] {
  const all = text.split("\n").map((line, i) => {
    const trimmed = line.replace(/\s+$/u, "");
    return { n: lineStart + i, text: trimmed.length > MAX_LINE_CHARS ? `${trimmed.slice(0, MAX_LINE_CHARS - 1)}…` : trimmed };
  });
  const at = focus ? lineAt(all, focus) : 0;
  const fence = openFenceBefore(all, at);
  let start = fence >= 0 && at - fence < MAX_LINES / 2 ? fence : Math.max(0, at - 2);
  // The whole chunk when it fits.
  const total = all.reduce((sum, line) => sum + line.text.length + 1, 0);
  if (all.length <= MAX_LINES && total <= MAX_CHARS) start = 0;
  const window: PassageLine[] = [];
  let chars = 0;
  for (let i = start; i < all.length && window.length < MAX_LINES; i += 1) {
    chars += all[i]!.text.length + 1;
    if (chars > MAX_CHARS && window.length > 0) break;
    window.push(all[i]!);
  }
  return window;
}

/**
 * Where a hit's lines window opens so it holds its snippet: the snippet as written (the "…" where it was cut
 * taken off), or null for an empty snippet. Every sentence a reader quotes from the snippet is then
 * on a line it can cite.
 */
export function snippetAnchor(snippet: string): string | null {
  const text = snippet.replace(/^…|…$/gu, "").trim();
  return text || null;
}

// The lines a quote stands on: shared with every reader that cites a quote by its lines (lib/markdown/quote-lines.ts).
export { linesHolding } from "@/lib/markdown/quote-lines";
