/**
 * Runs the scripted server as a process, for browser tests (playwright.scripted.config.ts):
 *   SCRIPTED_PORT=4311 SCRIPTED_MODE=ignores-question-tool tsx tests/support/scripted-openai/serve.ts
 * Modes: "good" (a polite model), "ignores-question-tool" (researches, then answers
 * the forced question tool in plain text — the vLLM-without-tool-parser case), "no-tool-calling"
 * (refuses every request with tools with vLLM's 400, and answers the app's text protocol in prose
 * and markdown: ./no-tools-model.ts) and "settings" (a polite model that also passes the settings
 * probe, listing SCRIPTED_MODELS at /v1/models: a local server for playwright.settings.config.ts).
 */
import { goodReply } from "./good-model";
import { asksQuestion, misbehave } from "./misbehave";
import { noToolCalling } from "./no-tools-model";
import { goodProbeModel, isProbeRequest } from "./probe-models";
import { startScriptedServer } from "./scripted-server";
import type { Script } from "./wire-types";

const scripts: Record<string, Script> = {
  good: goodReply,
  "ignores-question-tool": misbehave(asksQuestion, () => ({ content: "What would you like to achieve with it?" })),
  "no-tool-calling": noToolCalling({ withTools: "reject-vllm", writing: "natural" }),
  settings: (request) => (isProbeRequest(request) ? goodProbeModel(request) : goodReply(request)),
};

const mode = process.env.SCRIPTED_MODE ?? "good";
const script = scripts[mode];
if (!script) throw new Error(`unknown SCRIPTED_MODE ${mode}; one of ${Object.keys(scripts).join(", ")}`);
const models = process.env.SCRIPTED_MODELS?.split(",").filter(Boolean);
const server = await startScriptedServer(script, { port: Number(process.env.SCRIPTED_PORT) || 4311, ...(models ? { models } : {}) });
console.log(`scripted model (${mode}) on ${server.baseURL}`);
