import "server-only";

interface Flushable {
  hasPending(): boolean;
  flush(): Promise<void>;
}

const slot = globalThis as typeof globalThis & { __nexusnoteExitFlush?: Set<Flushable> };

/**
 * Writes `store`'s pending counts before the process exits. Next.js answers
 * SIGTERM/SIGINT by closing the server, waiting for the requests in flight (whose
 * model calls still add tokens) and then calling process.exit() itself, which
 * runs no asynchronous work; so the flush has to happen inside that call: while
 * a store has counts to write, process.exit waits for them (at most `timeoutMs`,
 * so a stuck database cannot keep the process alive), then exits with the same code.
 * The signal also starts a flush at once, so usually nothing is left by then.
 */
export function flushOnExit(store: Flushable, timeoutMs = 3000): () => void {
  if (!slot.__nexusnoteExitFlush) {
    const stores = (slot.__nexusnoteExitFlush = new Set<Flushable>());
    const exit = process.exit.bind(process);
    let exiting = false;
    const flushAll = () => Promise.allSettled([...stores].map((entry) => entry.flush()));
    process.exit = ((code?: number | string | null) => {
      if (exiting || ![...stores].some((entry) => entry.hasPending())) return exit(code);
      exiting = true;
      const timer = setTimeout(() => exit(code), timeoutMs);
      void flushAll().finally(() => {
        clearTimeout(timer);
        exit(code);
      });
      return undefined as never;
    }) as typeof process.exit;
    // An exit because nothing is left to do (the flush timer is unref'd) writes first too;
    // a few tries, so a database that keeps failing cannot keep the process from ending.
    let lastTries = 3;
    process.on("beforeExit", () => {
      if (lastTries-- > 0) void flushAll();
    });
    // Next's own listeners exit on these signals; this one only starts the flush early.
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      if (process.listenerCount(signal) > 0) process.on(signal, () => void flushAll());
    }
  }
  const stores = slot.__nexusnoteExitFlush;
  stores.add(store);
  return () => stores.delete(store);
}
