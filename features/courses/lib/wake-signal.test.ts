import { describe, expect, it } from "vitest";
import { createWakeSignal } from "./wake-signal";
import { registerGenerationWorker, wakeGenerationWorker } from "../server/generation-worker-registry";

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

describe("generation worker registry", () => {
  it("wakes the registered worker, and is a no-op without one", () => {
    let woken = 0;
    wakeGenerationWorker();
    registerGenerationWorker({ workerId: "w", wake: () => (woken += 1), stop: async () => {} });
    wakeGenerationWorker();
    registerGenerationWorker(undefined);
    wakeGenerationWorker();
    expect(woken).toBe(1);
  });
});
