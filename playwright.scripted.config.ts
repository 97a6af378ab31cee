import { E2E_PORT, scriptedModelConfig } from "./tests/support/e2e/scripted-model-config";

/**
 * Browser tests against the built app talking to a scripted OpenAI-compatible
 * server (tests/support/scripted-openai/serve.ts) instead of the offline model:
 * `npx playwright test -c playwright.scripted.config.ts` after `next build`.
 * The default config keeps the offline model and ignores *.scripted.spec.ts.
 */
const MODEL_PORT = E2E_PORT + 1200;

export default scriptedModelConfig({
  project: "scripted-model",
  testMatch: "**/*.scripted.spec.ts",
  timeout: 90_000,
  dataDirPrefix: "nexusnote-e2e-scripted-",
  model: { port: MODEL_PORT, env: { SCRIPTED_MODE: "ignores-question-tool" } },
  appEnv: {
    LLM_API_KEY: "scripted",
    LLM_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
    LLM_MODEL: "scripted-model",
  },
});
