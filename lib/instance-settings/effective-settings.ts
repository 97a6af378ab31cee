import "server-only";
import type { ServerEnv } from "@/lib/env";
import type { ProbeResult, SearchProviderId, StoredValues } from "./settings-shape";
import type { StoredSettings } from "./settings-storage";

/**
 * What the app runs on: each setting from the environment when its variable is set (the
 * environment wins, as before settings existed), else from the owner's stored settings, else
 * the default. The result is a ServerEnv, so everything that read the environment reads this.
 */
export type SettingSource = "environment" | "settings" | "default";

/** Each setting and the variable that overrides it. */
export const SETTING_VARIABLES = {
  baseUrl: "LLM_BASE_URL",
  apiKey: "LLM_API_KEY",
  model: "LLM_MODEL",
  courseModel: "LLM_COURSE_MODEL",
  embeddingModel: "EMBEDDING_MODEL",
  tavilyApiKey: "TAVILY_API_KEY",
  searxngUrl: "SEARXNG_URL",
} as const satisfies Record<string, keyof ServerEnv>;
export type SettingField = keyof typeof SETTING_VARIABLES | "searchProvider";

/** The key a local server (Ollama, LM Studio, llama.cpp) is sent: they ask for none, the client library for one. */
export const NO_KEY = "not-needed";

export interface EffectiveSettings {
  env: ServerEnv;
  sources: Record<SettingField, SettingSource>;
  /** The probe's finding for the model in use, when the last probe tested this base URL and model. */
  probe: ProbeResult | null;
  toolCalling: "native" | "text" | undefined;
}

const isSet = (raw: Record<string, string | undefined>, name: string) => (raw[name] ?? "").trim() !== "";

export function effectiveSettings(
  env: ServerEnv,
  stored: Pick<StoredSettings, "values" | "apiKey" | "tavilyApiKey" | "probe"> | null,
  raw: Record<string, string | undefined> = process.env,
): EffectiveSettings {
  const values: Partial<StoredValues> = stored?.values ?? {};
  const storedFor: Record<keyof typeof SETTING_VARIABLES, string | null | undefined> = {
    baseUrl: values.baseUrl,
    apiKey: stored?.apiKey,
    model: values.model,
    courseModel: values.courseModel,
    embeddingModel: values.embeddingModel,
    tavilyApiKey: stored?.tavilyApiKey,
    searxngUrl: values.searxngUrl,
  };
  const next: ServerEnv = { ...env };
  const sources = {} as Record<SettingField, SettingSource>;
  for (const [field, variable] of Object.entries(SETTING_VARIABLES) as [keyof typeof SETTING_VARIABLES, keyof ServerEnv][]) {
    if (isSet(raw, variable)) sources[field] = "environment";
    else if (storedFor[field]) {
      sources[field] = "settings";
      Object.assign(next, { [variable]: storedFor[field] });
    } else sources[field] = "default";
  }
  sources.searchProvider = applySearchChoice(next, values.searchProvider ?? null, sources, raw);
  // A stored base URL with no key anywhere is a local server: it is configured, with a placeholder key.
  if (!next.LLM_API_KEY && sources.baseUrl === "settings") next.LLM_API_KEY = NO_KEY;
  const probe = stored?.probe ?? null;
  const trim = (url: string | undefined) => (url ?? "").replace(/\/+$/, "");
  const probeCounts = probe !== null && trim(probe.target.baseUrl) === trim(next.LLM_BASE_URL) && probe.target.model === next.LLM_MODEL;
  return {
    env: next,
    sources,
    probe: probeCounts ? probe : null,
    toolCalling: probeCounts && probe.checks.reachable ? (probe.checks.callsTool ? "native" : "text") : undefined,
  };
}

/** The owner's choice of web search turns off the other provider's stored value; a variable set in the environment still wins. */
function applySearchChoice(
  env: ServerEnv,
  choice: SearchProviderId | null,
  sources: Record<SettingField, SettingSource>,
  raw: Record<string, string | undefined>,
): SettingSource {
  if (isSet(raw, "TAVILY_API_KEY") || isSet(raw, "SEARXNG_URL")) return "environment";
  if (choice === null) return "default";
  if (choice !== "tavily") env.TAVILY_API_KEY = undefined;
  if (choice !== "searxng") env.SEARXNG_URL = undefined;
  if (choice === "none") sources.tavilyApiKey = sources.searxngUrl = "default";
  return "settings";
}
