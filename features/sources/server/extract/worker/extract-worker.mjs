import { parentPort, workerData } from "node:worker_threads";
import { readParts } from "./read-parts.mjs";
import { ReaderFailure } from "./reader-failure.mjs";

/**
 * Worker-thread entry for source extraction (started by ../run-reader.ts, one worker per file).
 *
 * Why plain JS and not TypeScript: this file must start unchanged in three places — vitest (which
 * does not transform a worker's modules), `tsx` for the bench, and the `next build` output. Node 20
 * cannot run a .ts entry (its --import loader is not applied to a worker's entry), and relying on
 * Turbopack's worker bundling alone would leave tests and the bench without a worker. A .mjs entry
 * with .mjs siblings runs as-is everywhere: Turbopack follows `new Worker(new URL(...))` and bundles
 * it (the parser libraries stay external, from node_modules, per serverExternalPackages), and
 * plain Node loads it directly elsewhere. No `server-only` import here: that package throws outside
 * React's server build, and a worker thread is never client code anyway.
 *
 * Protocol: workerData is `{ job }` (bytes transferred, not copied); the reply is
 * `{ ok: true, result }` or `{ ok: false, reason, message }` (reason null for an unexpected error).
 */
const port = parentPort;
if (!port) throw new Error("extract-worker.mjs runs only as a worker thread.");

try {
  const result = await readParts(workerData.job);
  port.postMessage({ ok: true, result });
} catch (error) {
  const reason = error instanceof ReaderFailure ? error.reason : null;
  const message = error instanceof Error ? error.message : String(error);
  port.postMessage({ ok: false, reason, message });
}
