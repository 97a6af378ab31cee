/**
 * Line-level reads and writes on a file's text, 1-based and end-inclusive, as
 * the editor's gutter numbers them. A file keeps its own line ending (LF or
 * CRLF) and whether it ends with a newline; an empty file has no lines.
 */
export interface LineModel {
  lines: string[];
  eol: "\n" | "\r\n";
  trailingNewline: boolean;
}

export function toLines(content: string): LineModel {
  const eol = content.includes("\r\n") ? "\r\n" : "\n";
  if (content === "") return { lines: [], eol, trailingNewline: false };
  const trailingNewline = content.endsWith("\n");
  const body = trailingNewline ? content.replace(/\r?\n$/, "") : content;
  return { lines: body.split(/\r?\n/), eol, trailingNewline };
}

export function fromLines({ lines, eol, trailingNewline }: LineModel): string {
  if (lines.length === 0) return "";
  return lines.join(eol) + (trailingNewline ? eol : "");
}

export function lineCount(content: string): number {
  return toLines(content).lines.length;
}

export type RangeCheck = { ok: true } | { ok: false; message: string };

/** A range to read: 1 ≤ start ≤ end ≤ line count. */
export function checkReadRange(content: string, start: number, end: number): RangeCheck {
  const count = lineCount(content);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start) {
    return { ok: false, message: `Lines ${start}-${end} are not a range: start at 1 and end at or after the start.` };
  }
  if (end > count)
    return { ok: false, message: `The file has ${count} line${count === 1 ? "" : "s"}; lines ${start}-${end} are out of range.` };
  return { ok: true };
}

/** "12| text" for each line of the range (the whole file when no range). */
export function numberedLines(content: string, start = 1, end = lineCount(content)): string {
  const { lines } = toLines(content);
  const width = String(end).length;
  return lines
    .slice(start - 1, end)
    .map((line, index) => `${String(start + index).padStart(width, " ")}| ${line}`)
    .join("\n");
}

/**
 * Replaces lines start..end with `text` (its own newlines split it into lines).
 * start = end + 1 inserts before line `start` (start = count + 1 appends).
 */
export function replaceLineRange(
  content: string,
  start: number,
  end: number,
  text: string,
): { ok: true; content: string } | { ok: false; message: string } {
  const model = toLines(content);
  const count = model.lines.length;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start - 1 || end > count || start > count + 1) {
    return {
      ok: false,
      message: `Lines ${start}-${end} are out of range: the file has ${count} line${count === 1 ? "" : "s"} (use start = end + 1 to insert, start = ${count + 1} to append).`,
    };
  }
  const incoming = text === "" ? [] : text.replace(/\r?\n$/, "").split(/\r?\n/);
  const lines = [...model.lines.slice(0, start - 1), ...incoming, ...model.lines.slice(end)];
  // An empty file gains the usual final newline; any other file keeps what it had.
  const trailingNewline = count === 0 ? true : model.trailingNewline;
  return { ok: true, content: fromLines({ lines, eol: model.eol, trailingNewline }) };
}

export type ExactEdit = { ok: true; content: string } | { ok: false; reason: "no_match" | "ambiguous" | "empty"; count: number };

/** Replaces `oldText`, which must occur exactly once (a CRLF file also matches LF text). */
export function replaceExact(content: string, oldText: string, newText: string): ExactEdit {
  if (oldText === "") return { ok: false, reason: "empty", count: 0 };
  const crlf = content.includes("\r\n") && !oldText.includes("\r\n");
  const needle = crlf ? oldText.replace(/\n/g, "\r\n") : oldText;
  const replacement = crlf ? newText.replace(/\r?\n/g, "\r\n") : newText;
  const first = content.indexOf(needle);
  if (first === -1) return { ok: false, reason: "no_match", count: 0 };
  let count = 0;
  for (let at = first; at !== -1; at = content.indexOf(needle, at + 1)) count++;
  if (count > 1) return { ok: false, reason: "ambiguous", count };
  return { ok: true, content: content.slice(0, first) + replacement + content.slice(first + needle.length) };
}
