/**
 * (f) What a complete interview costs in model requests and prompt tokens
 * through the real provider and the app's model registry, against the scripted
 * OpenAI-compatible server: with a well-behaved model, and with one that needs
 * a repair on every step (answers each forced tool in text first, so the repair
 * middleware makes its one corrective request; or writes `<tool_call>` markup,
 * repaired without a request). And the prompt-prefix reuse of a complete
 * interview with the well-behaved model (the same figure as the HTTP bench's
 * (k), in process: BENCH_SECTION=prefix runs only this, no build needed).
 */
import { TOOL } from "@/features/interview/contract";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { readServerEnv } from "@/lib/env";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { fakeSearchProvider } from "@/tests/support/interview/interview-test-kit";
import { runInterview } from "@/tests/support/interview/interview-driver";
import { forcedToolOf, goodCall, goodReply } from "@/tests/support/scripted-openai/good-model";
import { estimatePromptTokens } from "@/tests/support/scripted-openai/reply-frames";
import { startScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import type { Script } from "@/tests/support/scripted-openai/wire-types";
import { prefixShares } from "./http/chapters-and-prefix";

/** Every forced-tool request answered in text the first time it is asked (the retry then succeeds). */
const textFirstEveryStep: Script = (request) => {
  const corrected = JSON.stringify(request.body.messages.at(-1)?.content ?? "").includes("You must call");
  if (!forcedToolOf(request.body) || corrected) return goodReply(request);
  return { content: "Sure — let me ask you about that." };
};

/** Every tool call written as `<tool_call>` markup in the content (vLLM without a parser). */
const markupEveryStep: Script = (request) => {
  const call = goodCall(request.body);
  return call ? { content: `<tool_call>${JSON.stringify(call)}</tool_call>` } : goodReply(request);
};

function agentOn(baseURL: string) {
  const registry = createModelRegistry(readServerEnv({ LLM_API_KEY: "bench", LLM_BASE_URL: baseURL, LLM_MODEL: "scripted" }));
  return createInterviewAgent({
    chatModel: registry.model("chat"),
    courseModel: registry.model("course"),
    searchProvider: fakeSearchProvider(),
  });
}

async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => {};
  return run().finally(() => {
    console.info = info;
  });
}

/**
 * Prefix reuse of one complete interview (Kubernetes), well-behaved model: cold
 * (that interview alone) and warm (after another learner's interview on the
 * same model, as a provider's cache would have seen it).
 */
export async function runPrefixBench() {
  const server = await startScriptedServer(goodReply);
  try {
    const agent = agentOn(server.baseURL);
    const warmUp = await quietly(() => runInterview({ agent, goal: "Python for data analysis" }));
    const before = server.requests.length;
    const run = await quietly(() => runInterview({ agent, goal: "Kubernetes" }));
    if (!warmUp.outline || !run.outline) throw new Error(`prefix bench: no outline (${[...warmUp.errors, ...run.errors].join("; ")})`);
    const bodies = (requests: typeof server.requests) => requests.map((request) => request.body);
    return prefixShares(bodies(server.requests.slice(before)), bodies(server.requests.slice(0, before)));
  } finally {
    await server.close();
  }
}

export async function runScriptedModelBench() {
  const rows = [];
  const scripts: [string, Script][] = [
    ["well-behaved", goodReply],
    ["repair every step: <tool_call> markup in text", markupEveryStep],
    ["repair every step: forced tool answered in text once", textFirstEveryStep],
  ];
  for (const [label, script] of scripts) {
    const server = await startScriptedServer(script);
    try {
      const agent = agentOn(server.baseURL);
      const run = await quietly(() => runInterview({ agent, goal: "Kubernetes" }));
      if (!run.outline) throw new Error(`${label}: no outline (${run.errors.join("; ")})`);
      rows.push({
        label,
        questions: run.questions.length,
        turns: run.requests,
        modelRequests: server.requests.length,
        researchToolRequests: server.requests.filter((request) => forcedToolOf(request.body) === TOOL.researchTopic).length,
        promptTokens: server.requests.reduce((sum, request) => sum + estimatePromptTokens(request.body), 0),
      });
    } finally {
      await server.close();
    }
  }
  return rows;
}
