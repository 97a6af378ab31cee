import "server-only";
import type { GenerationWorker } from "./generation-worker";

/**
 * The process's generation worker, for route handlers that want it to start
 * now (confirm, retry, rewrite) instead of at its next poll.
 *
 * Kept on globalThis rather than in a module variable: Next compiles
 * instrumentation.ts (which starts the worker) and the route handlers into
 * separate bundles, each with its own copy of this module.
 */
const KEY = Symbol.for("nexusnote.generationWorker");

type Slot = { [KEY]?: GenerationWorker };

export function registerGenerationWorker(worker: GenerationWorker | undefined): void {
  (globalThis as Slot)[KEY] = worker;
}

export function currentGenerationWorker(): GenerationWorker | undefined {
  return (globalThis as Slot)[KEY];
}

/**
 * Wakes this process's worker; a no-op when it runs none (GENERATION_WORKER=off,
 * or tests). Other processes pick the work up at their next poll.
 */
export function wakeGenerationWorker(): void {
  currentGenerationWorker()?.wake();
}
