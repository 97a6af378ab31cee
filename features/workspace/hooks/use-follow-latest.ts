"use client";

import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Within this many pixels of the bottom counts as "reading the latest" (a finger or a rounding off). */
const NEAR_BOTTOM = 48;

/**
 * Keeps a scrolling list on its latest entry while it grows (a streamed answer, a restored
 * conversation, the pane coming back into view on a phone tab), unless the learner scrolled up
 * to read: then it stays where they are until they come back to the bottom or send something
 * (`follow()`). Jumps instantly rather than animating, so it never fights a reader or a
 * reduced-motion setting; it scrolls only the list itself, never the page around it.
 */
export function useFollowLatest<T extends HTMLElement>(): { ref: RefObject<T | null>; follow: () => void } {
  const ref = useRef<T>(null);
  const following = useRef(true);
  /** Where this hook last put the list: the scroll event that follows reports our move, not the reader's. */
  const placedAt = useRef<number | null>(null);

  const toBottom = useCallback(() => {
    const list = ref.current;
    if (!list || !following.current) return;
    list.scrollTop = list.scrollHeight;
    placedAt.current = list.scrollTop;
  }, []);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    // A hidden list (a phone tab not shown) has no size: its scroll position says nothing about the reader.
    // Scroll events arrive a frame late: by then the list may have shrunk (a panel appeared above it),
    // and our own move would read as the reader scrolling up. Only a position we did not set is theirs.
    const onScroll = () => {
      if (list.clientHeight === 0) return;
      if (list.scrollTop === placedAt.current) {
        // Where we last put it (the bottom then): the reader is, or is back, at the latest.
        following.current = true;
        return;
      }
      following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM;
    };
    const resized = new ResizeObserver(toBottom);
    const observeChildren = () => {
      resized.disconnect();
      resized.observe(list);
      for (const child of list.children) resized.observe(child);
    };
    // New entries and streamed text change the children; each one's growth (markdown, math, cards loading) resizes it.
    const mutated = new MutationObserver(() => {
      observeChildren();
      toBottom();
    });
    observeChildren();
    mutated.observe(list, { childList: true, subtree: true, characterData: true });
    list.addEventListener("scroll", onScroll, { passive: true });
    toBottom();
    return () => {
      resized.disconnect();
      mutated.disconnect();
      list.removeEventListener("scroll", onScroll);
    };
  }, [toBottom]);

  const follow = useCallback(() => {
    following.current = true;
    toBottom();
  }, [toBottom]);

  return { ref, follow };
}
