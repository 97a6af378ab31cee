import "server-only";
import { processWorkerSlot } from "@/lib/queue/process-worker";
import type { GenerationWorker } from "./generation-worker";

/** The process's generation worker, for route handlers that want it to start now (confirm, retry, rewrite). */
const slot = processWorkerSlot<GenerationWorker>("nexusnote.generationWorker");

export const registerGenerationWorker = slot.register;
export const currentGenerationWorker = slot.current;

/**
 * Wakes this process's worker; a no-op when it runs none (GENERATION_WORKER=off,
 * or tests). Other processes pick the work up at their next poll.
 */
export const wakeGenerationWorker = slot.wake;
