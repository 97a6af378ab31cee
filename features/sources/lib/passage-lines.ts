/**
 * A search hit's lines as written, each with its line number in the source, so a reader can quote
 * or copy a few real lines (a code block with its indentation, a list) instead of a snippet
 * flattened to one line — and cite exactly the lines it took. A chunk is an exact slice of its source
 * (./split-document.ts), so its n-th line is line lineStart + n. Bounded: a window of the chunk
 * around the sentence that best matches, opened at the code fence the sentence sits in when that
 * fence is near.
 */
export interface PassageLine {
  /** The line's number in the source (1-based). */
  n: number;
  /** The line as written (trailing spaces dropped; a very long line clipped, marked with "…"). */
  text: string;
}

const MAX_LINES = 30;
const MAX_CHARS = 1600;
const MAX_LINE_CHARS = 300;
const FENCE = /^ {0,3}(?:```|~~~)/;

const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

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
  const probe = focus ? squash(focus).slice(0, 40) : "";
  const at = probe
    ? Math.max(
        0,
        all.findIndex((line) => squash(line.text).includes(probe.slice(0, Math.min(probe.length, 24)))),
      )
    : 0;
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

/** Letters and digits only, lower-cased: how a quoted sentence (markup flattened) is found among the lines it came from. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const MAX_SPAN = 4;

/**
 * The lines a quoted sentence stands on (a sentence and its continuation may span two), so a quote is
 * cited by exactly its own lines, never the whole passage's; null when the lines do not hold it.
 */
export function linesHolding(lines: readonly PassageLine[], sentence: string): { start: number; end: number } | null {
  const whole = bare(sentence.replace(/…$/u, ""));
  if (!whole) return null;
  const bareLines = lines.map((line) => bare(line.text));
  for (let first = 0; first < lines.length; first += 1) {
    // The shortest run of lines from here that holds the whole sentence (a wrapped sentence spans a few).
    for (let last = first; last < Math.min(lines.length, first + MAX_SPAN); last += 1) {
      if (
        !bareLines
          .slice(first, last + 1)
          .join("")
          .includes(whole)
      )
        continue;
      // Starting a line later would still hold it: the sentence does not start on this line.
      if (
        last > first &&
        bareLines
          .slice(first + 1, last + 1)
          .join("")
          .includes(whole)
      )
        break;
      return { start: lines[first]!.n, end: lines[last]!.n };
    }
  }
  return null;
}
