import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the built app talking to a scripted OpenAI-compatible
 * server (tests/support/scripted-openai/serve.ts) instead of the offline model:
 * `npx playwright test -c playwright.scripted.config.ts` after `next build`.
 * The default config keeps the offline model and ignores *.scripted.spec.ts.
 */
const PORT = Number(process.env.E2E_PORT) || 3100;
const MODEL_PORT = PORT + 1200;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "nexusnote-e2e-scripted-"));

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.scripted.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 90_000,
  use: { baseURL: BASE_URL, screenshot: "only-on-failure", trace: "off", video: "off" },
  projects: [{ name: "scripted-model", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH } } }],
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs tests/support/scripted-openai/serve.ts",
      url: `http://127.0.0.1:${MODEL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: { SCRIPTED_PORT: String(MODEL_PORT), SCRIPTED_MODE: "ignores-question-tool" },
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
        LLM_API_KEY: "scripted",
        LLM_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        LLM_MODEL: "scripted-model",
        LLM_FIRST_BYTE_TIMEOUT_MS: "5000",
        LLM_IDLE_TIMEOUT_MS: "5000",
        TAVILY_API_KEY: "",
        SEARXNG_URL: "",
        DATABASE_URL: "",
        NEXUSNOTE_DATA_DIR: DATA_DIR,
      },
    },
  ],
});
