import type { WarmUpStep } from "./run-warm-up";

/**
 * The last warm-up step: waits, at most `maxMs`, until the event loop answers
 * promptly twice in a row, so the warm-up's own tail (streams closing, log
 * lines, the garbage collection its allocations call for) is done before the
 * ready line rather than inside the first learner's request.
 */
export function settleStep(maxMs = 500, promptMs = 2): WarmUpStep {
  return {
    name: "settle",
    async run(signal) {
      const deadline = performance.now() + maxMs;
      let prompt = 0;
      while (prompt < 2 && performance.now() < deadline && !signal.aborted) {
        const asked = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 1));
        prompt = performance.now() - asked <= promptMs + 1 ? prompt + 1 : 0;
      }
    },
  };
}
