/**
 * A latch for the worker loop: wait(ms) resolves after ms or at the next
 * notify(), whichever comes first. A notify() while nobody waits is kept, so a
 * wake-up that arrives during a claim is not lost; the next wait returns at once.
 */
export interface WakeSignal {
  wait(ms: number): Promise<void>;
  notify(): void;
}

export function createWakeSignal(): WakeSignal {
  let pending = false;
  let release: (() => void) | null = null;
  return {
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          release = null;
          resolve();
        }
        release = done;
      });
    },
    notify() {
      if (release) release();
      else pending = true;
    },
  };
}
