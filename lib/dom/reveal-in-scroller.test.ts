import { describe, expect, it } from "vitest";
import { revealInScroller } from "./reveal-in-scroller";

/** A scroller 200 px tall whose top sits at y = 100 on screen, scrolled to `scrollTop`. */
function scroller(scrollTop: number): HTMLElement {
  const element = { clientHeight: 200, scrollTop, getBoundingClientRect: () => ({ top: 100, bottom: 300 }) };
  return element as unknown as HTMLElement;
}

describe("revealInScroller", () => {
  it("centres a span that fits", () => {
    const element = scroller(0);
    // 40 px of rows starting 500 px below the scroller's top edge.
    revealInScroller(element, { top: 600, bottom: 640 });
    expect(element.scrollTop).toBe(500 - 80);
  });

  it("puts the start of a span taller than the view at the top, so its first line is read first", () => {
    const element = scroller(50);
    revealInScroller(element, { top: 400, bottom: 900 });
    expect(element.scrollTop).toBe(50 + 300);
  });

  it("never scrolls above the start", () => {
    const element = scroller(0);
    revealInScroller(element, { top: 110, bottom: 120 });
    expect(element.scrollTop).toBe(0);
  });
});
