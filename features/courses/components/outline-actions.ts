import type { ChapterAddress, Direction } from "../lib/outline-operations";

/**
 * What the outline rows can ask the review page to do. The page wraps the
 * editor's pure edits with focus handling and screen-reader announcements,
 * so rows stay simple.
 */
export interface OutlineActions {
  moveChapter: (address: ChapterAddress, direction: Direction, focusId?: string) => void;
  moveModule: (moduleIndex: number, direction: Direction, focusId?: string) => void;
  updateChapter: (address: ChapterAddress, patch: { title?: string; objective?: string }) => void;
  renameModule: (moduleIndex: number, title: string) => void;
  removeChapter: (address: ChapterAddress) => void;
  /** Asks first: a module always has chapters, and they go with it. */
  askRemoveModule: (moduleIndex: number) => void;
  addChapter: (moduleIndex: number) => void;
  /** Reads out why an unavailable action is unavailable (touch users get no tooltip). */
  explain: (reason: string) => void;
}

/** Alt+ArrowUp / Alt+ArrowDown → a direction; anything else → null. */
export function altArrow(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; key: string }): Direction | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === "ArrowUp") return "up";
  if (event.key === "ArrowDown") return "down";
  return null;
}
