/**
 * Next.js calls register() once per server process at start-up, before it
 * serves requests. It registers the offline roles (app/_compose/offline-roles.ts),
 * then opens the database: a process that finds the embedded database's data
 * directory held by another live process exits here with the lock message
 * (lib/db/startup.ts) rather than serving 500s. Then the Node runtime starts the
 * background chapter writer (features/courses/server/generation-worker.ts) and the sources
 * ingester (features/sources/server/source-worker.ts); all are imported
 * dynamically so the database drivers never reach the edge bundle.
 * GENERATION_WORKER=off runs a process that serves pages only.
 * Next opens its port before register() runs and holds requests until it
 * returns; `npm run go` creates the embedded database before starting
 * (scripts/prepare-database.mjs), so no request ever waits for its creation.
 * Right after register() returns, the server warms its own request paths
 * (lib/warm-up: a few requests to itself that leave nothing behind, within a
 * time budget, skipped on failure), so a learner's first request is not the
 * first execution of that code; the "[nexusnote] ready" line is printed after it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any model call: the offline model answers each agent with the role app/ registered for it.
  const { registerAppOfflineRoles } = await import("./app/_compose/offline-roles");
  registerAppOfflineRoles();
  const { openDatabaseAtStartup } = await import("./lib/db/startup");
  const started = performance.now();
  const opening = openDatabaseAtStartup();
  // Only the embedded database is waited for (it opens in well under a few seconds, and the lock
  // decides whether this process may serve at all); PostgreSQL may be slow to come up.
  const embedded = !process.env.DATABASE_URL?.trim();
  if (embedded) await opening;
  const opened = embedded ? `embedded database open in ${Math.round(performance.now() - started)} ms; ` : "";
  // Not awaited: Next serves requests (the warm-up's own too) only once register() has returned.
  const ready = () => void warmUpThenSayReady(opened);
  if (process.env.GENERATION_WORKER === "off") return ready();
  const { startBackgroundGeneration } = await import("@/features/courses/server/start-background-generation");
  // A written chapter gets its practice questions (features/practice), wired in app/_compose.
  const { afterChapterWritten, withinChapterSave } = await import("./app/_compose/practice-composition");
  // Not awaited: a slow or failing database must not hold up serving pages; the routes report it themselves.
  // Its chapters are written from the course's sources (features/sources' search), wired in app/_compose.
  const { findChapterMaterial } = await import("./app/_compose/chapter-material");
  startBackgroundGeneration({ onChapterWritten: afterChapterWritten, withinChapterSave, findChapterMaterial }).catch((error: unknown) => {
    console.error("[generation] the background worker could not start", error);
  });
  // The ingester of uploaded sources (features/sources); SOURCES_WORKER=off leaves it to other processes.
  const { startBackgroundSources } = await import("@/features/sources/server/start-background-sources");
  startBackgroundSources().catch((error: unknown) => {
    console.error("[sources] the background worker could not start", error);
  });
  ready();
}

/** Budget for the start-up warm-up (lib/warm-up); on a slow database it gives up rather than delay serving. */
const WARM_UP_BUDGET_MS = 8000;

async function warmUpThenSayReady(opened: string): Promise<void> {
  let warmed = "not warmed up";
  let closePass = () => {};
  try {
    const { describeWarmUp, runWarmUp } = await import("./lib/warm-up/run-warm-up");
    const { interviewTurnStep, ownOrigin, selfRequestSteps } = await import("./lib/warm-up/self-requests");
    const { closeWarmUpPass, openWarmUpPass } = await import("./lib/warm-up/warm-up-pass");
    const { settleStep } = await import("./lib/warm-up/settle");
    closePass = closeWarmUpPass;
    const origin = ownOrigin();
    if (origin) {
      const pass = openWarmUpPass();
      const turns = [1, 2, 3, 4].map((run) => interviewTurnStep(origin, pass, run === 1 ? "interview turn" : `interview turn #${run}`));
      const steps = [...selfRequestSteps(origin, 6), ...turns, settleStep()];
      warmed = describeWarmUp(await runWarmUp(steps, WARM_UP_BUDGET_MS));
    } else {
      warmed = "not warmed up (port unknown)";
    }
  } catch (error) {
    warmed = `not warmed up (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    closePass();
  }
  console.log(`[nexusnote] ready (${opened}${warmed})`);
}
