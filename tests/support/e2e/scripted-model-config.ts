import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

/**
 * The Playwright config of a browser suite that runs the built app beside a scripted
 * OpenAI-compatible server (tests/support/scripted-openai/serve.ts): playwright.scripted.config.ts
 * and playwright.settings.config.ts. Both start the same two servers (the model's first, then
 * `next start` on E2E_PORT with a fresh embedded database and no web search); they differ in the
 * specs they run, where the model listens and what the app's environment says about it.
 */
export interface ScriptedModelSuite {
  /** The project's name in Playwright's report. */
  project: string;
  /** The specs of this suite (the default config ignores them). */
  testMatch: string;
  timeout: number;
  /** The prefix of the run's fresh data directory under the system's temp folder. */
  dataDirPrefix: string;
  /** The scripted server: its port and its SCRIPTED_* settings. */
  model: { port: number; env: Record<string, string> };
  /** What the app's environment says about models (added to the settings every suite shares). */
  appEnv: Record<string, string>;
}

/** E2E_PORT lets several checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;

export function scriptedModelConfig(suite: ScriptedModelSuite): PlaywrightTestConfig {
  const baseURL = `http://127.0.0.1:${E2E_PORT}`;
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  return defineConfig({
    testDir: "tests/e2e",
    testMatch: suite.testMatch,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    reporter: "list",
    timeout: suite.timeout,
    use: { baseURL, screenshot: "only-on-failure", trace: "off", video: "off" },
    projects: [{ name: suite.project, use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromium } } }],
    webServer: [
      {
        command: "node node_modules/tsx/dist/cli.mjs tests/support/scripted-openai/serve.ts",
        url: `http://127.0.0.1:${suite.model.port}/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: "ignore",
        env: { SCRIPTED_PORT: String(suite.model.port), ...suite.model.env },
      },
      {
        command: `node --max-http-header-size=131072 node_modules/next/dist/bin/next start -p ${E2E_PORT} -H 127.0.0.1`,
        url: baseURL,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          NEXT_TELEMETRY_DISABLED: "1",
          // Empty values win over .env/.env.local (Next never overrides a variable that is set).
          LLM_FIRST_BYTE_TIMEOUT_MS: "5000",
          LLM_IDLE_TIMEOUT_MS: "5000",
          TAVILY_API_KEY: "",
          SEARXNG_URL: "",
          DATABASE_URL: "",
          NEXUSNOTE_DATA_DIR: mkdtempSync(path.join(tmpdir(), suite.dataDirPrefix)),
          ...suite.appEnv,
        },
      },
    ],
  });
}
