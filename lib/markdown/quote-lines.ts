/**
 * Numbered lines of a source as written, and the lines a quoted sentence stands on, so a quote is cited
 * by exactly its own lines (path:line), never by the whole passage it was found in.
 */
export interface PassageLine {
  /** The line's number in the source (1-based). */
  n: number;
  /** The line as written (trailing spaces dropped; a very long line clipped, marked with "…"). */
  text: string;
}

/** Letters and digits only, lower-cased: how a quoted sentence (markup flattened) is found among the lines it came from. */
export const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
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

/**
 * The lines that hold a snippet (an excerpt of the passage, "…" where it was cut): the lines a quote taken
 * from the snippet can stand on, and no others — what a reader needs to cite any of its sentences.
 */
export function linesOfSnippet(lines: readonly PassageLine[], snippet: string): PassageLine[] {
  const whole = bare(snippet.replace(/^…|…$/gu, ""));
  if (!whole) return [];
  const head = whole.slice(0, 20);
  const tail = whole.slice(-20);
  return lines.filter((line) => {
    const text = bare(line.text);
    return text !== "" && (whole.includes(text) || text.includes(head) || text.includes(tail));
  });
}
