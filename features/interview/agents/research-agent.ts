import { isStepCount, ToolChoiceViolationError, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { AGENT, TOOL, type ResearchMaterialBlock, type ResearchRequestBlock } from "../contract";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { AppError, isAppError } from "@/lib/errors";
import { hasValidToolCall, invalidCallStepsAtLeast } from "@/lib/ai/tool-stop-conditions";
import type { ResearchBrief, ResearchFindings } from "../lib/interview-schemas";
import { buildResearchInstructions } from "../prompts/research-prompt";
import { MAX_MATERIAL_DOCUMENTS, materialBlockOf, type ResearchMaterial } from "../lib/research-material";
import { createSearchWebTool, type SearchWebOutput } from "../tools/search-web";
import { submitBriefTool } from "../tools/submit-brief";

const MAX_STEPS = 4;

function createResearchAgent(
  model: LanguageModel,
  searchProvider: SearchProvider | null,
  request: ResearchRequestBlock,
  material: ResearchMaterialBlock | null,
) {
  const hasWebAccess = searchProvider !== null;
  return new ToolLoopAgent({
    id: AGENT.research,
    telemetry: NO_TELEMETRY,
    providerOptions: agentProviderOptions(AGENT.research),
    model,
    instructions: buildResearchInstructions(request, hasWebAccess, material),
    tools: { [TOOL.searchWeb]: createSearchWebTool(searchProvider), [TOOL.submitBrief]: submitBriefTool },
    // Without a provider there is nothing to search: don't spend a model call finding that out.
    // The same tools on every step (a stable prompt prefix for the provider's cache); steps are steered by toolChoice.
    activeTools: hasWebAccess ? [TOOL.searchWeb, TOOL.submitBrief] : [TOOL.submitBrief],
    stopWhen: [hasValidToolCall(TOOL.submitBrief), invalidCallStepsAtLeast(2), isStepCount(MAX_STEPS)],
    prepareStep: ({ stepNumber }) =>
      // Code steers: after two searches (or with no web), the only move left is to submit
      // (a search then is a tool-choice violation: the repair middleware retries once, then it fails).
      !hasWebAccess || stepNumber >= 2 ? { toolChoice: { type: "tool", toolName: TOOL.submitBrief } } : { toolChoice: "required" },
  });
}

/**
 * Runs the topic research sub-agent and returns its brief. Sources are taken
 * from what searchWeb actually returned — a URL the model cites that no search
 * produced is dropped, so the brief can never carry an invented source.
 * With `material` (documents the learner attached), the brief is written from
 * them and names them, so the interview and the outline know to follow them.
 */
export async function runTopicResearch(params: {
  model: LanguageModel;
  searchProvider: SearchProvider | null;
  request: ResearchRequestBlock;
  material?: readonly ResearchMaterial[];
  abortSignal?: AbortSignal;
}): Promise<ResearchBrief> {
  const documents = (params.material ?? []).slice(0, MAX_MATERIAL_DOCUMENTS);
  const materialBlock = documents.length > 0 ? materialBlockOf(documents) : null;
  const agent = createResearchAgent(params.model, params.searchProvider, params.request, materialBlock);
  const result = await agent
    .generate({ prompt: `Research: ${params.request.topic}`, abortSignal: params.abortSignal })
    .catch((error: unknown) => {
      if (isAppError(error) || !ToolChoiceViolationError.isInstance(error)) throw error;
      throw new AppError(
        "model_failed",
        {
          en: "The research step did not call its tools — check that the model server supports tool calling.",
          zh: "调研步骤没有调用它的工具——请检查模型服务器是否支持工具调用。",
        },
        {
          cause: error,
        },
      );
    });

  const searchOutputs: SearchWebOutput[] = [];
  let findings: ResearchFindings | null = null;
  for (const step of result.steps) {
    for (const toolResult of step.toolResults) {
      if (toolResult.toolName === TOOL.searchWeb) searchOutputs.push(toolResult.output as SearchWebOutput);
    }
    for (const call of step.toolCalls) {
      // A valid call's input is already researchFindingsSchema's output (the SDK parsed it with the tool's inputSchema).
      if (call.toolName === TOOL.submitBrief && !call.invalid) findings = call.input as ResearchFindings;
    }
  }
  if (!findings) {
    throw new AppError(
      "model_failed",
      { en: "The research step did not produce a usable brief.", zh: "调研步骤没有产出可用的简报。" },
      {
        cause: new Error(`research agent finished (${result.finishReason}) without a valid submitBrief call`),
      },
    );
  }

  const returned = new Map(searchOutputs.flatMap((output) => output.results).map((item) => [item.url, item.title]));
  const cited = findings.sourceUrls.filter((url) => returned.has(url));
  const { sourceUrls: _ignored, ...rest } = findings;
  void _ignored;
  return {
    ...rest,
    topic: params.request.topic,
    webAccess: searchOutputs.some((output) => output.webAccess),
    sources: [...new Set(cited)].map((url) => ({ url, title: returned.get(url) ?? url })),
    ...(materialBlock
      ? {
          material: documents.map((material, index) => ({
            id: material.id,
            title: materialBlock.documents[index]?.title ?? material.title,
          })),
        }
      : {}),
  };
}
