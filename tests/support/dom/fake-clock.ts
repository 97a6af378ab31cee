import { act } from "@testing-library/react";
import { vi } from "vitest";

/** Moves fake timers on by `ms` inside act(), so the state updates the timers cause are applied. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Shows or hides the page the way a tab switch does (polling hooks pause while hidden); the event bubbles to window, as in browsers. */
export function setVisibility(state: "visible" | "hidden"): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}
