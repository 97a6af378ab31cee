import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * The settings flow in a browser (tests/e2e/*.settings.spec.ts): the app starts with no model in
 * its environment (the offline model), and a scripted OpenAI-compatible server listens where Ollama
 * does (127.0.0.1:11434), for the settings page to find. `npx playwright test -c
 * playwright.settings.config.ts` after `next build`; port 11434 must be free.
 */
const PORT = Number(process.env.E2E_PORT) || 3100;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "nexusnote-e2e-settings-"));

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.settings.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 120_000,
  use: { baseURL: BASE_URL, screenshot: "only-on-failure", trace: "off", video: "off" },
  projects: [{ name: "settings", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH } } }],
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs tests/support/scripted-openai/serve.ts",
      url: "http://127.0.0.1:11434/health",
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: { SCRIPTED_PORT: "11434", SCRIPTED_MODE: "settings", SCRIPTED_MODELS: "qwen-scripted:7b,llama-scripted:3b" },
    },
    {
      command: `node --max-http-header-size=131072 node_modules/next/dist/bin/next start -p ${PORT} -H 127.0.0.1`,
      url: BASE_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        LLM_API_KEY: "",
        LLM_BASE_URL: "",
        LLM_MODEL: "",
        LLM_COURSE_MODEL: "",
        LLM_FIRST_BYTE_TIMEOUT_MS: "5000",
        LLM_IDLE_TIMEOUT_MS: "5000",
        TAVILY_API_KEY: "",
        SEARXNG_URL: "",
        EMBEDDING_MODEL: "",
        DATABASE_URL: "",
        OWNER_EMAILS: "",
        NEXUSNOTE_DATA_DIR: DATA_DIR,
      },
    },
  ],
});
