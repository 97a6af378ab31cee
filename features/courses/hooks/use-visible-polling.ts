"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `poll` every `intervalMs` while `enabled`, one call at a time (the next
 * wait starts when the previous call settles, so a slow server never gets a
 * pile-up). Pauses while the tab is hidden (no point refreshing what nobody
 * sees) and polls at once when the tab is shown or focused again.
 */
export function useVisiblePolling(poll: () => Promise<unknown>, { enabled, intervalMs }: { enabled: boolean; intervalMs: number }) {
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let stopped = false;

    const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !hidden()) timer = setTimeout(tick, intervalMs);
    };
    async function tick() {
      if (stopped || inFlight || hidden()) return;
      inFlight = true;
      try {
        await pollRef.current();
      } catch {
        // The caller records its own errors; polling just carries on.
      } finally {
        inFlight = false;
        schedule();
      }
    }
    const wake = () => {
      if (hidden()) return clearTimeout(timer);
      clearTimeout(timer);
      void tick();
    };

    schedule();
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("focus", wake);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("focus", wake);
    };
  }, [enabled, intervalMs]);
}
