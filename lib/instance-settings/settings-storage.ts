import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { instanceSettings } from "@/lib/db/settings-schema";
import { openSecret, sealSecret } from "./secret-box";
import {
  probeResultSchema,
  storedSecretsSchema,
  storedValuesSchema,
  type ProbeResult,
  type StoredSecrets,
  type StoredValues,
} from "./settings-shape";

const ROW_ID = "instance";

/** The stored settings with their keys opened (server only: never put these in a response). */
export interface StoredSettings {
  values: StoredValues;
  apiKey: string | null;
  tavilyApiKey: string | null;
  probe: ProbeResult | null;
  version: number;
  updatedAt: Date;
}

export const EMPTY_VALUES: StoredValues = storedValuesSchema.parse({});

/** A change: a value set, null to clear it, absent to keep it. Keys the same (plain here, sealed when written). */
export type SettingsPatch = Partial<StoredValues> & { apiKey?: string | null; tavilyApiKey?: string | null };

export async function readStoredSettings(db: Database, secret: string): Promise<StoredSettings | null> {
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.id, ROW_ID)).limit(1);
  if (!row) return null;
  // Read back through zod: a row written by an older version (or by hand) falls back to empty, never to a crash.
  const values = storedValuesSchema.safeParse(row.values);
  const secrets = storedSecretsSchema.safeParse(row.secrets);
  const probe = probeResultSchema.safeParse(row.probe);
  const sealed: StoredSecrets = secrets.success ? secrets.data : {};
  return {
    values: values.success ? values.data : EMPTY_VALUES,
    apiKey: sealed.apiKey ? openSecret(sealed.apiKey, secret) : null,
    tavilyApiKey: sealed.tavilyApiKey ? openSecret(sealed.tavilyApiKey, secret) : null,
    probe: probe.success ? probe.data : null,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

/** Only the version (what each process compares before reading the rest). */
export async function readSettingsVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: instanceSettings.version }).from(instanceSettings).where(eq(instanceSettings.id, ROW_ID));
  return row?.version ?? 0;
}

/**
 * Applies a change and bumps the version. The last probe stays: it names the model it tested, and
 * counts only while that is the model in use (./effective-settings.ts). Read and written under a
 * lock, so two owners saving at once each keep the other's untouched fields.
 */
export async function saveSettings(db: Database, patch: SettingsPatch, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(2824002::bigint)`);
    const [row] = await tx.select().from(instanceSettings).where(eq(instanceSettings.id, ROW_ID)).limit(1);
    const current = storedValuesSchema.safeParse(row?.values);
    const values: StoredValues = { ...(current.success ? current.data : EMPTY_VALUES) };
    const parsedSecrets = storedSecretsSchema.safeParse(row?.secrets);
    const secrets: StoredSecrets = { ...(parsedSecrets.success ? parsedSecrets.data : {}) };
    const { apiKey, tavilyApiKey, ...valuePatch } = patch;
    for (const [name, value] of Object.entries(valuePatch)) {
      if (value !== undefined) Object.assign(values, { [name]: value });
    }
    if (apiKey !== undefined) secrets.apiKey = apiKey ? sealSecret(apiKey, secret) : undefined;
    if (tavilyApiKey !== undefined) secrets.tavilyApiKey = tavilyApiKey ? sealSecret(tavilyApiKey, secret) : undefined;
    // Only keys that are set: a cleared key leaves no field behind.
    const kept = Object.fromEntries(Object.entries(secrets).filter(([, value]) => value !== undefined)) as StoredSecrets;
    const next = { values, secrets: kept, updatedAt: new Date() };
    if (row) {
      await tx
        .update(instanceSettings)
        .set({ ...next, version: row.version + 1 })
        .where(eq(instanceSettings.id, ROW_ID));
    } else {
      await tx.insert(instanceSettings).values({ id: ROW_ID, ...next, probe: null, version: 1 });
    }
  });
}

/** Keeps a probe's result beside the settings; bumps the version (whether the model calls tools decides how agents talk to it). */
export async function saveProbe(db: Database, probe: ProbeResult): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ id: ROW_ID, values: EMPTY_VALUES, secrets: {}, probe, version: 1 })
    .onConflictDoUpdate({
      target: instanceSettings.id,
      set: { probe, version: sql`${instanceSettings.version} + 1`, updatedAt: new Date() },
    });
}
