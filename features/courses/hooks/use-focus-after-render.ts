"use client";

import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Moves re-mount or re-order rows, which drops focus: `requestFocus` names where focus goes once
 * the next `changed` value has rendered — the first of `selectors` (inside `root`) that exists and
 * is not aria-disabled, its text selected when asked, scrolled into view.
 */
export function useFocusAfterRender(root: RefObject<HTMLElement | null>, changed: unknown) {
  const focusAfter = useRef<{ selectors: string[]; select?: boolean } | null>(null);
  useLayoutEffect(() => {
    const request = focusAfter.current;
    if (!request || !root.current) return;
    focusAfter.current = null;
    for (const selector of request.selectors) {
      const element = root.current.querySelector<HTMLElement>(selector);
      if (!element || element.getAttribute("aria-disabled") === "true") continue;
      element.focus();
      if (request.select && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) element.select();
      element.scrollIntoView?.({ block: "nearest" });
      return;
    }
  }, [root, changed]);
  return (selectors: string[], select = false) => {
    focusAfter.current = { selectors, select };
  };
}
