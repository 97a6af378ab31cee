import type { FileReference } from "../contract";

/**
 * A copy from the editor carries the lines it came from, so pasting it into the
 * tutor's input becomes the same `path:start-end` chip as "Ask the tutor".
 * Two carriers: a custom clipboard type (Chromium keeps it across tabs), and the
 * last copy in this tab (for browsers that drop custom types).
 */
export const REFERENCE_MIME = "application/x-nexusnote-reference";

const REFERENCE_TEXT = /^(.+):(\d{1,7})-(\d{1,7})$/;

export const referenceLabel = (reference: FileReference) => `${reference.path}:${reference.start}-${reference.end}`;

/** `notes/a.md:3-5` → a reference (start ≤ end, both ≥ 1), or null. The server still checks the path and range. */
export function parseReference(text: string): FileReference | null {
  const match = REFERENCE_TEXT.exec(text.trim());
  if (!match) return null;
  const start = Number(match[2]);
  const end = Number(match[3]);
  if (start < 1 || end < start || match[1]!.length > 300) return null;
  return { path: match[1]!, start, end };
}

let lastCopy: { text: string; reference: FileReference } | null = null;

export function rememberCopy(text: string, reference: FileReference): void {
  lastCopy = { text, reference };
}

/** The reference a paste stands for: its custom type, or the same text as the last editor copy; null for other text. */
export function referenceForPaste(data: Pick<DataTransfer, "getData">): FileReference | null {
  const carried = parseReference(data.getData(REFERENCE_MIME));
  if (carried) return carried;
  const text = data.getData("text/plain");
  return lastCopy && text !== "" && text === lastCopy.text ? lastCopy.reference : null;
}
