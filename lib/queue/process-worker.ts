/**
 * The one queue worker a server process runs for a queue, for route handlers that want it to
 * claim now (after an upload, a confirm, a retry) instead of at its next poll.
 *
 * Kept on globalThis rather than in a module variable: Next compiles instrumentation.ts (which
 * starts the workers) and the route handlers into separate bundles, each with its own copy of
 * this module.
 */
export interface ProcessWorkerSlot<Worker extends { wake(): void }> {
  current(): Worker | undefined;
  register(worker: Worker | undefined): void;
  /** Wakes this process's worker; a no-op when it runs none (other processes poll). */
  wake(): void;
}

export function processWorkerSlot<Worker extends { wake(): void }>(key: string): ProcessWorkerSlot<Worker> {
  const symbol = Symbol.for(key);
  const slots = globalThis as unknown as Record<symbol, Worker | undefined>;
  return {
    current: () => slots[symbol],
    register: (worker) => {
      slots[symbol] = worker;
    },
    wake: () => slots[symbol]?.wake(),
  };
}
