import { describe, expect, it } from "vitest";
import { createWakeSignal } from "./wake-signal";

describe("wake signal", () => {
  it("resolves on notify before the timeout", async () => {
    const signal = createWakeSignal();
    const started = Date.now();
    const waiting = signal.wait(10_000);
    signal.notify();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("keeps a notify that came while nobody waited, once", async () => {
    const signal = createWakeSignal();
    signal.notify();
    signal.notify();
    const started = Date.now();
    await signal.wait(10_000);
    expect(Date.now() - started).toBeLessThan(100);
    await signal.wait(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
