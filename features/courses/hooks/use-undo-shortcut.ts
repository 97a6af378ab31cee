"use client";

import { useEffect, type RefObject } from "react";

/**
 * Ctrl/Cmd+Z anywhere on the page (or inside `root`) calls `undo`, except in fields that keep their
 * own undo (marked data-native-undo, e.g. the "ask for changes" box); `onUndone` follows a
 * successful one.
 */
export function useUndoShortcut(root: RefObject<HTMLElement | null>, undo: () => boolean, onUndone: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== "z") return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest("[data-native-undo]")) return;
      if (target && target !== document.body && !root.current?.contains(target)) return;
      event.preventDefault();
      if (undo()) onUndone();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [root, undo, onUndone]);
}
