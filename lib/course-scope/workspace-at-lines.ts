/**
 * The workspace's address that opens one of its files at lines (`?open=chapters/01-02-eigen.md:4-9`):
 * the file is opened with those lines selected and scrolled to, the same reveal a citation chip uses
 * inside the workspace. For pages outside it (a reviewed question's citation). Isomorphic.
 */
export const WORKSPACE_OPEN_PARAM = "open";

/** `path:start-end` as workspace references and question citations are written (lines 1-based, start ≤ end). */
const AT_LINES = /^(.{1,300}):(\d{1,7})-(\d{1,7})$/;

/** `chapters/x.md:4-9` → its path and lines; null for anything else (no lines, a backwards or zero range). */
export function linesOf(citation: string): { path: string; start: number; end: number } | null {
  const match = AT_LINES.exec(citation.trim());
  if (!match) return null;
  const start = Number(match[2]);
  const end = Number(match[3]);
  return start >= 1 && end >= start ? { path: match[1]!, start, end } : null;
}

/** The course's workspace opened at a citation's lines; null when the citation names no lines. */
export function workspaceHrefAt(courseId: string, citation: string): string | null {
  const at = linesOf(citation);
  if (!at) return null;
  const entry = encodeURIComponent(`${at.path}:${at.start}-${at.end}`);
  return `/courses/${encodeURIComponent(courseId)}/workspace?${WORKSPACE_OPEN_PARAM}=${entry}`;
}
