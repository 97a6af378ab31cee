"use client";

import { useCallback, useState } from "react";

/** How often modules and chapters have been moved with their buttons or Alt+arrow keys. */
export interface ReorderMoves {
  modules: number;
  chapters: number;
}

/**
 * Counters that drive the outline's reorder animation. A row re-measures its
 * place only when its counter changes (motion's layoutDependency): after a
 * move by button or key, so the moved row and its neighbours glide to their
 * new places. Typing re-renders every row and measures nothing; a drag and
 * drop moves no counter, because dnd-kit already animates those rows itself.
 */
export function useReorderMoves() {
  const [moves, setMoves] = useState<ReorderMoves>({ modules: 0, chapters: 0 });
  const moved = useCallback((kind: keyof ReorderMoves) => setMoves((current) => ({ ...current, [kind]: current[kind] + 1 })), []);
  return { moves, moved };
}

/**
 * The m.li props of a sortable row. "position": only the place animates (a
 * row that also changes height, e.g. a module gaining a chapter, takes its new
 * size at once instead of being stretched). While dnd-kit drags, no row has a
 * layout animation, so its transforms are the only ones on the list.
 */
export function reorderLayout(dragging: boolean, moves: number) {
  return { layout: dragging ? false : ("position" as const), layoutDependency: moves };
}
