import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against a production build (`next build` must have run;
 * `npm test` does it). Uses the system Chromium (`scripts/ensure-chromium.sh`),
 * never `npx playwright install`.
 */
// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT) || 3100;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// A fresh embedded database per run: the tests never see (or touch) the developer's .data/.
const DATA_DIR = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), "nexusnote-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  // Scripted-model browser tests need their own model server: playwright.scripted.config.ts.
  testIgnore: ["**/*.scripted.spec.ts", "**/*.settings.spec.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 90_000,
  use: {
    baseURL: BASE_URL,
    screenshot: "only-on-failure",
    trace: "off",
    video: "off",
    launchOptions: { executablePath: CHROMIUM_PATH },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM_PATH } },
    },
  ],
  webServer: {
    command: `node --max-http-header-size=131072 node_modules/next/dist/bin/next start -p ${PORT} -H 127.0.0.1`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      OFFLINE_MODEL_DELAY_MS: process.env.OFFLINE_MODEL_DELAY_MS || "5",
      // Empty values win over .env/.env.local (Next never overrides a variable
      // that is already set), so the tests always use the offline model and no
      // web search, whatever the developer has configured.
      LLM_API_KEY: "",
      TAVILY_API_KEY: "",
      SEARXNG_URL: "",
      DATABASE_URL: "",
      NEXUSNOTE_DATA_DIR: DATA_DIR,
      // Quick polling so progress shows promptly in the tests.
      GENERATION_POLL_MS: "200",
    },
  },
});
