import "server-only";
import { processWorkerSlot } from "@/lib/queue/process-worker";
import type { SourceWorker } from "./source-worker";

/** The process's source ingester, for route handlers that want it to claim now (after an upload). */
const slot = processWorkerSlot<SourceWorker>("nexusnote.sourceWorker");

export const currentSourceWorker = slot.current;
export const registerSourceWorker = slot.register;

/**
 * Wakes this process's ingester; a no-op when it runs none (SOURCES_WORKER=off, or tests).
 * Other processes see the upload at their next poll (lib/queue/claim-loop.ts bounds how late).
 */
export const wakeSourceWorker = slot.wake;
