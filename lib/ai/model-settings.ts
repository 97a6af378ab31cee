import "server-only";
import { openedDatabase } from "@/lib/db/database";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { sessionSecret } from "@/lib/identity/session-secret";
import { effectiveSettings, type EffectiveSettings } from "@/lib/instance-settings/effective-settings";
import { readSettingsVersion, readStoredSettings } from "@/lib/instance-settings/settings-storage";
import { createModelRegistry, type ModelRegistry } from "./model-registry";

/**
 * The models the app runs on, rebuilt when the owner's settings change (no restart). Each process
 * keeps one snapshot: the effective settings (environment over stored, lib/instance-settings) and
 * the registry built from them. refreshModelSettings() reads the stored version at most once per
 * REFRESH_MS (one tiny query) and the rest only when it changed; a save in this process marks the
 * snapshot stale at once, and other processes sharing a PostgreSQL see it within REFRESH_MS.
 * Instrumentation (the chapter writer) and the route handlers are separate bundles of one process:
 * each keeps its own snapshot (a registry built in one bundle throws that bundle's AppError, which
 * the other's `instanceof` would not know), and a save marks both stale through a counter on
 * globalThis.
 */
export const REFRESH_MS = 2000;

interface Snapshot {
  /** The stored version it was built from; -1 before the database was read. */
  version: number;
  checkedAt: number;
  effective: EffectiveSettings;
  registry: ModelRegistry;
}
interface Slot {
  snapshot?: Snapshot;
  refreshing?: Promise<void>;
  /** The shared save counter this bundle's snapshot has caught up with. */
  seenSaves: number;
}
const slot: Slot = { seenSaves: 0 };
const saves = ((globalThis as typeof globalThis & { __nexusnoteSettingsSaves?: { count: number } }).__nexusnoteSettingsSaves ??= {
  count: 0,
});

function build(version: number, effective: EffectiveSettings): Snapshot {
  const registry = createModelRegistry(effective.env, effective.toolCalling ? { toolCalling: effective.toolCalling } : {});
  return { version, checkedAt: Date.now(), effective, registry };
}

/** The current snapshot (built from the environment alone until the first refresh). */
function snapshot(): Snapshot {
  slot.snapshot ??= { ...build(-1, effectiveSettings(serverEnv(), null)), checkedAt: 0 };
  return slot.snapshot;
}

/** The process-wide registry of the current settings (call refreshModelSettings() first where a request starts). */
export function modelRegistry(): ModelRegistry {
  return snapshot().registry;
}

/** The environment with the owner's settings applied (web search, embeddings read it). */
export function effectiveServerEnv(): ServerEnv {
  return snapshot().effective.env;
}

export function currentEffectiveSettings(): EffectiveSettings {
  return snapshot().effective;
}

/** After a save: the next refresh reads the database whatever the time. */
export function invalidateModelSettings(): void {
  saves.count += 1;
}

/**
 * Brings the snapshot up to date with the stored settings: free within REFRESH_MS of the last
 * check, one version query after, a full read only when the version moved. Without an open
 * database (a test of one route) it keeps the environment's settings. A failure keeps the last
 * snapshot: a database hiccup must not switch a running instance to the offline model.
 */
export async function refreshModelSettings(): Promise<void> {
  const current = snapshot();
  if (slot.seenSaves === saves.count && Date.now() - current.checkedAt < REFRESH_MS) return;
  const handle = openedDatabase();
  if (!handle) return;
  slot.refreshing ??= (async () => {
    slot.seenSaves = saves.count;
    try {
      const { db } = await handle;
      const version = await readSettingsVersion(db);
      if (version === snapshot().version) {
        snapshot().checkedAt = Date.now();
        return;
      }
      const stored = await readStoredSettings(db, await sessionSecret());
      slot.snapshot = build(stored?.version ?? 0, effectiveSettings(serverEnv(), stored));
    } catch (error) {
      snapshot().checkedAt = Date.now();
      console.error("[settings] could not read the model settings; keeping the current ones", error);
    }
  })().finally(() => {
    slot.refreshing = undefined;
  });
  await slot.refreshing;
}
