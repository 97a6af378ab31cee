/**
 * Where the AI SDK's share of a turn goes, outside Next.js: one streamed
 * chat-completions request with a tool (what most interview turns make),
 * measured in a plain Node process layer by layer — the request alone (fetch
 * and read the body), then the provider's `doStream` (SSE parsing, each chunk
 * checked against its schema), then `streamText` (the step loop and its
 * streams), then the UI message stream response the app sends. Each layer's CPU
 * per call is printed beside the bare request's, so the bench shows what any
 * app built on `streamText` pays before its own code runs (issue 11's per-turn
 * target is against a route that only fetches and replays).
 *
 * A child process, so the scripted model server (in the bench's process) is
 * not counted, and Next.js's instrumentation (async hooks) is not either; it
 * runs on `nodeBin`, so the same layers are read on each runtime measured.
 */
import { spawn } from "node:child_process";
import { goodReply } from "@/tests/support/scripted-openai/good-model";
import { startScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { childEnv } from "./app-server";

export type SdkLayer = "fetch" | "provider" | "streamText" | "uiResponse";

const SCRIPT = `
import { createOpenAI } from "@ai-sdk/openai";
import { createUIMessageStreamResponse, jsonSchema, streamText, tool, toUIMessageStream } from "ai";
const [baseURL, rounds] = [process.env.LAYER_BASE_URL, Number(process.env.LAYER_ROUNDS)];
const model = createOpenAI({ baseURL, apiKey: "bench" }).chat("scripted");
const system = "You interview a learner, one question at a time. ".repeat(40);
const learner = "Kubernetes";
// One tool, forced as the interview forces its question tool: the scripted model answers with the call.
const [name, description] = ["presentOptions", "Ask one question with options."];
const parameters = { type: "object", properties: { question: { type: "string" }, options: { type: "array", items: { type: "string" } } }, required: ["question", "options"] };
const toolChoice = { type: "tool", toolName: name };
// The same call at each layer: as wire JSON, as the provider's prompt, as streamText's arguments.
const wire = JSON.stringify({ model: "scripted", stream: true, messages: [{ role: "system", content: system }, { role: "user", content: learner }],
  tools: [{ type: "function", function: { name, description, parameters } }], tool_choice: { type: "function", function: { name } } });
const providerCall = { prompt: [{ role: "system", content: system }, { role: "user", content: [{ type: "text", text: learner }] }],
  tools: [{ type: "function", name, description, inputSchema: parameters }], toolChoice };
const tools = { [name]: tool({ description, inputSchema: jsonSchema(parameters) }) };
const drain = async (stream) => { const reader = stream.getReader(); while (!(await reader.read()).done); };
const call = () => streamText({ model, instructions: system, messages: [{ role: "user", content: learner }], tools, toolChoice });
const layers = {
  fetch: async () => { const response = await fetch(baseURL + "/chat/completions", { method: "POST", body: wire, headers: { "content-type": "application/json" } }); await response.text(); },
  provider: async () => drain((await model.doStream(providerCall)).stream),
  streamText: () => drain(call().stream),
  uiResponse: () => drain(createUIMessageStreamResponse({ stream: toUIMessageStream({ stream: call().stream }) }).body),
};
const result = {};
// Two alternating passes, the lower of each: a busy moment on a shared machine only ever adds.
for (let pass = 0; pass < 2; pass += 1) {
  for (const [layer, run] of Object.entries(layers)) {
    for (let index = 0; index < 50; index += 1) await run();
    const cpu = process.cpuUsage();
    for (let index = 0; index < rounds; index += 1) await run();
    const used = process.cpuUsage(cpu);
    result[layer] = Math.min(result[layer] ?? Infinity, (used.user + used.system) / 1000 / rounds);
  }
}
console.log(JSON.stringify(result));
`;

/**
 * CPU ms per call of each layer, in a fresh Node process against a scripted server of its own (its
 * thousands of requests must not become the "earlier requests" another figure compares against).
 */
export async function sdkLayers(rounds = 300, nodeBin = process.execPath): Promise<Record<SdkLayer, number>> {
  const model = await startScriptedServer(goodReply);
  try {
    return await measureLayers(model.baseURL, rounds, nodeBin);
  } finally {
    await model.close();
  }
}

/** Asynchronous: the scripted server answers from this process's event loop. */
async function measureLayers(baseURL: string, rounds: number, nodeBin: string): Promise<Record<SdkLayer, number>> {
  const child = spawn(nodeBin, ["--input-type=module", "-e", SCRIPT], {
    cwd: process.cwd(),
    env: childEnv({ LAYER_BASE_URL: baseURL, LAYER_ROUNDS: String(rounds) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearTimeout(timer);
  const line = stdout.trim().split("\n").at(-1) ?? "";
  if (code !== 0 || !line.startsWith("{")) throw new Error(`the SDK layer measurement failed (${code}): ${stderr || line}`);
  return JSON.parse(line) as Record<SdkLayer, number>;
}
