import "server-only";
import { invalidateModelSettings, refreshModelSettings } from "@/lib/ai/model-settings";
import type { Database } from "@/lib/db/client";
import { serverEnv } from "@/lib/env";
import { sessionSecret } from "@/lib/identity/session-secret";
import { effectiveSettings, NO_KEY } from "@/lib/instance-settings/effective-settings";
import { EMPTY_VALUES, readStoredSettings, saveProbe, saveSettings } from "@/lib/instance-settings/settings-storage";
import type { ProbeResult } from "@/lib/instance-settings/settings-shape";
import type { ProbeRequest, SettingsPatchBody, SettingsView } from "../contract";
import { runProbe, type ProbeOptions } from "./probe/run-probe";

/** The OpenAI endpoint the provider uses when no base URL is set anywhere. */
const DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** The last four characters of a long key, for its owner to recognise it; nothing of a short one. */
const keyHint = (key: string | null | undefined) => (key && key.length >= 16 ? `…${key.slice(-4)}` : null);

async function loadEffective(db: Database) {
  const stored = await readStoredSettings(db, await sessionSecret());
  return { stored, effective: effectiveSettings(serverEnv(), stored) };
}

/**
 * What GET /api/settings answers: the stored values, what is in use and where each comes from,
 * and the last probe. Never a key: whether one is set, and its last four characters for the owner.
 */
export async function readSettingsView(db: Database, canEdit: boolean): Promise<SettingsView> {
  const { stored, effective } = await loadEffective(db);
  const env = effective.env;
  const sources = effective.sources;
  const offline = !env.LLM_API_KEY;
  const keyState = (set: boolean, key: string | null | undefined) => ({ set, hint: canEdit ? keyHint(key) : null });
  return {
    canEdit,
    stored: stored?.values ?? EMPTY_VALUES,
    active: {
      baseUrl: env.LLM_BASE_URL ?? null,
      model: env.LLM_MODEL,
      courseModel: env.LLM_COURSE_MODEL ?? env.LLM_MODEL,
      embeddingModel: env.EMBEDDING_MODEL ?? null,
      searchProvider: env.TAVILY_API_KEY ? "tavily" : env.SEARXNG_URL ? "searxng" : "none",
      offline,
      toolCalling: effective.toolCalling ?? null,
    },
    keys: {
      apiKey: keyState(sources.apiKey !== "default", sources.apiKey === "settings" ? stored?.apiKey : null),
      tavilyApiKey: keyState(Boolean(env.TAVILY_API_KEY), sources.tavilyApiKey === "settings" ? stored?.tavilyApiKey : null),
    },
    sources,
    probe: stored?.probe ?? null,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the owner's change and applies it in this process at once (others within REFRESH_MS). */
export async function updateSettings(db: Database, patch: SettingsPatchBody): Promise<void> {
  await saveSettings(db, patch, await sessionSecret());
  invalidateModelSettings();
  await refreshModelSettings();
}

/**
 * Probes the model asked for, each part defaulting to the one in use. The key in use goes only
 * to the base URL in use: a typed URL gets the key typed with it, or none.
 */
export async function probeModel(db: Database, request: ProbeRequest, options: ProbeOptions = {}): Promise<ProbeResult> {
  const { effective } = await loadEffective(db);
  const activeBase = effective.env.LLM_BASE_URL ?? DEFAULT_BASE_URL;
  const baseUrl = request.baseUrl ?? activeBase;
  const sameServer = baseUrl.replace(/\/+$/, "") === activeBase.replace(/\/+$/, "");
  const apiKey = request.apiKey || (sameServer ? effective.env.LLM_API_KEY : undefined) || NO_KEY;
  const result = await runProbe({ baseUrl, apiKey, model: request.model ?? effective.env.LLM_MODEL }, options);
  await saveProbe(db, result);
  invalidateModelSettings();
  await refreshModelSettings();
  return result;
}
