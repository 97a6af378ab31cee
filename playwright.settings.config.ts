import { scriptedModelConfig } from "./tests/support/e2e/scripted-model-config";

/**
 * The settings flow in a browser (tests/e2e/*.settings.spec.ts): the app starts with no model in
 * its environment (the offline model), and a scripted OpenAI-compatible server listens where Ollama
 * does (127.0.0.1:11434), for the settings page to find. `npx playwright test -c
 * playwright.settings.config.ts` after `next build`; port 11434 must be free.
 */
export default scriptedModelConfig({
  project: "settings",
  testMatch: "**/*.settings.spec.ts",
  timeout: 120_000,
  dataDirPrefix: "nexusnote-e2e-settings-",
  model: { port: 11434, env: { SCRIPTED_MODE: "settings", SCRIPTED_MODELS: "qwen-scripted:7b,llama-scripted:3b" } },
  appEnv: {
    LLM_API_KEY: "",
    LLM_BASE_URL: "",
    LLM_MODEL: "",
    LLM_COURSE_MODEL: "",
    EMBEDDING_MODEL: "",
    OWNER_EMAILS: "",
  },
});
