import type { PresetId } from "@/lib/instance-settings/settings-shape";

/** The settings feature's addresses and presets, without zod (the page reads them before anything loads). */
export const SETTINGS_URLS = {
  settings: "/api/settings",
  probe: "/api/settings/probe",
  localServers: "/api/settings/local-servers",
} as const;

export const SETTINGS_PAGE = "/settings";

/** What picking a preset fills in; "custom" (any OpenAI-compatible URL) fills nothing. */
export const PRESET_BASE_URLS: Record<PresetId, string | null> = {
  openai: "https://api.openai.com/v1",
  deepseek: "https://api.deepseek.com/v1",
  openrouter: "https://openrouter.ai/api/v1",
  dashscope: "https://dashscope.aliyuncs.com/compatible-mode/v1",
  ollama: "http://127.0.0.1:11434/v1",
  lmstudio: "http://127.0.0.1:1234/v1",
  vllm: "http://127.0.0.1:8000/v1",
  llamacpp: "http://127.0.0.1:8080/v1",
  custom: null,
};

/** Presets whose servers ask for no key. */
export const KEYLESS_PRESETS: readonly PresetId[] = ["ollama", "lmstudio", "vllm", "llamacpp"];
