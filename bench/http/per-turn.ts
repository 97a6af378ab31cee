/**
 * (j) on one runtime: an interview turn over HTTP against the app, beside the
 * same turns replayed by the references (./turns.ts), and the AI SDK's own
 * layers (./sdk-layers.ts) — every server and child on the same Node. The
 * bench's Node (24) reuses the app and Next.js reference it has already started
 * (the later sections need them); another runtime (Node 20) gets its own, from
 * the same build, stopped afterwards, and a failure there becomes that column's
 * text instead of ending the bench: AI SDK 7 declares Node ≥ 22.
 */
import type { ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { RunningServer } from "./app-server";
import { startLikeGo } from "./cold-start";
import { startNextReference, type NextReference } from "./next-route";
import type { Node20Lookup, NodeRuntime } from "./node-runtimes";
import { sdkLayers, type SdkLayer } from "./sdk-layers";
import { perTurnOverhead, type Stat } from "./turns";

export interface PerTurnFigures {
  /** The runtime's version and executable. */
  node: string;
  bin: string;
  turns: number;
  /** Turns each server served before its measured window (./turns.ts WARM_UP_TURNS, whole interviews for the app). */
  warmUpTurns: number;
  app: Stat;
  next: Stat;
  sdk: Stat;
  minimal: Stat;
  cpuPerTurn: { app: number; next: number; sdk: number; minimal: number };
  /** The app's CPU per turn over its warm-up: what a fresh server's first learners cost. */
  freshCpuPerTurn: number;
  /** The AI SDK alone's model requests over one pass of the replay, and how many differ from the app's. */
  sdkCalls: { calls: number; differing: number };
  sdkLayers: Record<SdkLayer, number>;
}

/** The second column: its figures, or why there are none. */
export type OtherRuntimeColumn = { figures: PerTurnFigures } | { skipped: string } | { node: string; bin: string; failed: string };

/** (j) on servers already running on `runtime`; the recorded turns come back too, for (l). */
export async function perTurnOn(
  runtime: NodeRuntime,
  app: RunningServer,
  nextRoute: NextReference,
  model: ScriptedServer,
  interviews: number,
) {
  const turns = await perTurnOverhead(app, model, interviews, nextRoute, runtime.bin);
  const layers = await sdkLayers(300, runtime.bin);
  const { replay, ...figures } = turns;
  return { figures: { node: runtime.version, bin: runtime.bin, ...figures, sdkLayers: layers } satisfies PerTurnFigures, replay };
}

/** (j) on another runtime (Node 20), on servers of its own started from the same build. */
export async function perTurnOnOtherRuntime(
  lookup: Node20Lookup,
  bareDir: string,
  model: ScriptedServer,
  env: Record<string, string>,
  interviews: number,
): Promise<OtherRuntimeColumn> {
  if ("skipped" in lookup) return lookup;
  const { runtime } = lookup;
  const started: { stop(): Promise<void> }[] = [];
  try {
    const app = await startLikeGo(env, runtime.bin);
    started.push(app);
    const nextRoute = await startNextReference(bareDir, model.baseURL, runtime.bin);
    started.push(nextRoute);
    return { figures: (await perTurnOn(runtime, app, nextRoute, model, interviews)).figures };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { node: runtime.version, bin: runtime.bin, failed: message.replace(/\s+/g, " ").slice(0, 600) };
  } finally {
    for (const server of started.reverse()) await server.stop().catch(() => undefined);
  }
}
