"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Two message channels for the editor: `announce` speaks to screen readers
 * only (moves, removals, undo), `explain` also shows a short toast (why a
 * button is unavailable — touch screens have no tooltips).
 */
export function useAnnouncer() {
  const [spoken, setSpoken] = useState("");
  const [toast, setToast] = useState<{ text: string; id: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The same text twice in a row must still be read: clear first, then set.
  const announce = useCallback((text: string) => {
    setSpoken("");
    requestAnimationFrame(() => setSpoken(text));
  }, []);

  const explain = useCallback((text: string) => {
    setToast({ text, id: Date.now() });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), 3500);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const regions = (
    <>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {spoken}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        {toast ? (
          <p
            key={toast.id}
            className="animate-rise max-w-sm rounded-lg bg-fg px-3 py-2 text-center text-sm text-canvas shadow-soft"
            data-testid="editor-toast"
          >
            {toast.text}
          </p>
        ) : null}
      </div>
    </>
  );

  return { announce, explain, regions };
}
