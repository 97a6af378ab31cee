import { describe, expect, it } from "vitest";
import { settleStep } from "./settle";

describe("settleStep", () => {
  it("returns at once on an idle event loop", async () => {
    const started = performance.now();
    await settleStep(2000, 50).run(new AbortController().signal);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("waits while the loop is busy, and never longer than its bound", async () => {
    // Blocks the loop for 30 ms every 5 ms until stopped: never answers within 2 ms twice in a row.
    let busy = true;
    const hog = () => {
      const until = performance.now() + 30;
      while (performance.now() < until);
      if (busy) setTimeout(hog, 0);
    };
    setTimeout(hog, 0);
    const started = performance.now();
    await settleStep(200, 2).run(new AbortController().signal);
    busy = false;
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(600);
  });
});
