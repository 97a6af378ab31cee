import type { GroundPassage } from "../contract";
import { linesHolding } from "@/lib/markdown/quote-lines";

type Lines = NonNullable<GroundPassage["lines"]>;

/** The lines a quote stands on; a quote of several lines (a fenced code block) from its first worded line to its last. */
function heldBy(lines: Lines, quoted: string): { start: number; end: number } | null {
  const worded = quoted.split("\n").filter((line) => /[\p{L}\p{N}]/u.test(line) && !/^ {0,3}(?:```|~~~)/.test(line));
  if (worded.length <= 1) return linesHolding(lines, quoted);
  const first = linesHolding(lines, worded[0]!);
  const last = first
    ? linesHolding(
        lines.filter((line) => line.n >= first.start),
        worded.at(-1)!,
      )
    : null;
  return first && last ? { start: first.start, end: last.end } : null;
}

/**
 * Where a quote is: the passage's place narrowed to the lines that hold the quoted text ("notes.md:35", "Lecture
 * notes, 12–13"); the passage's whole range only when it carries no numbered lines or they do not hold it.
 */
export function whereQuoted(passage: GroundPassage, quoted: string): string {
  const held = passage.lines ? heldBy(passage.lines, quoted) : null;
  const range = /(\d+)(\s*[-–]\s*)(\d+)$/u.exec(passage.where);
  if (!held || !range) return passage.where;
  const lines = held.end > held.start ? `${held.start}${range[2]}${held.end}` : String(held.start);
  return passage.where.slice(0, range.index) + lines;
}
