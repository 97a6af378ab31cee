/**
 * Next.js calls register() once per server process at start-up, before it
 * serves requests. The Node runtime registers the offline roles and starts the
 * background chapter writer (see
 * features/courses/lib/generation-worker.ts); the worker is imported
 * dynamically so the database drivers never reach the edge bundle.
 * GENERATION_WORKER=off runs a process that serves pages only.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any model call: the offline model answers each agent with the role app/ registered for it.
  const { registerAppOfflineRoles } = await import("./app/_compose/offline-roles");
  registerAppOfflineRoles();
  if (process.env.GENERATION_WORKER === "off") return;
  const { startBackgroundGeneration } = await import("@/features/courses/server/start-background-generation");
  // Not awaited: a slow or failing database must not hold up serving pages; the routes report it themselves.
  startBackgroundGeneration().catch((error: unknown) => {
    console.error("[generation] the background worker could not start", error);
  });
}
