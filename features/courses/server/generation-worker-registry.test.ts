import { describe, expect, it } from "vitest";
import { registerGenerationWorker, wakeGenerationWorker } from "./generation-worker-registry";

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
