import type { EditorOutline } from "./outline-operations";

/**
 * The outline editor's undo history as a pure reducer: the outline shown, the
 * outlines before it, and the tag of the last edit, so consecutive edits with
 * the same tag (keystrokes in one field) make a single undo step.
 */
export const UNDO_LIMIT = 30;

export interface OutlineHistory {
  outline: EditorOutline;
  past: readonly EditorOutline[];
  lastTag: string | null;
}

export function startHistory(outline: EditorOutline): OutlineHistory {
  return { outline, past: [], lastTag: null };
}

const keep = (past: readonly EditorOutline[]) => past.slice(-UNDO_LIMIT);

/** One edit; the same history when the edit changed nothing. */
export function recordEdit(history: OutlineHistory, next: EditorOutline, tag?: string): OutlineHistory {
  if (next === history.outline) return history;
  const sameStep = tag !== undefined && tag === history.lastTag;
  return { outline: next, past: sameStep ? history.past : keep([...history.past, history.outline]), lastTag: tag ?? null };
}

/** The previous outline, or null when there is nothing to undo. */
export function undoEdit(history: OutlineHistory): OutlineHistory | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return { outline: previous, past: history.past.slice(0, -1), lastTag: null };
}

/** Shows an outline from elsewhere (the server's, a regeneration); the current one stays undoable. */
export function adoptOutline(history: OutlineHistory, next: EditorOutline): OutlineHistory {
  return { outline: next, past: keep([...history.past, history.outline]), lastTag: null };
}
