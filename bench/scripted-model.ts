/**
 * (f) What a complete interview costs in model requests and prompt tokens
 * through the real provider and the app's model registry, against the scripted
 * OpenAI-compatible server: with a well-behaved model, and with one that needs
 * a repair on every step (answers each forced tool in text first, so the repair
 * middleware makes its one corrective request; or writes `<tool_call>` markup,
 * repaired without a request).
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
      const registry = createModelRegistry(readServerEnv({ LLM_API_KEY: "bench", LLM_BASE_URL: server.baseURL, LLM_MODEL: "scripted" }));
      const agent = createInterviewAgent({
        chatModel: registry.model("chat"),
        courseModel: registry.model("course"),
        searchProvider: fakeSearchProvider(),
      });
      const info = console.info;
      console.info = () => {};
      const run = await runInterview({ agent, goal: "Kubernetes" }).finally(() => {
        console.info = info;
      });
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
