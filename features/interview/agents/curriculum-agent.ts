import { isStepCount, ToolChoiceViolationError, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { AGENT, TOOL, type CurriculumRequestBlock } from "../contract";
import { totalMinutes } from "@/lib/course-outline";
import { AppError, isAppError } from "@/lib/errors";
import { hasValidToolCall } from "@/lib/ai/tool-stop-conditions";
import { isStandIn } from "@/lib/ai/text-protocol/stand-in-mark";
import type { CourseOutline } from "../lib/interview-schemas";
import { buildCurriculumInstructions } from "../prompts/curriculum-prompt";
import { submitOutlineTool } from "../tools/submit-outline";

const MAX_ATTEMPTS = 3;

/**
 * Runs the curriculum designer (course model) and returns a validated outline.
 */
export async function runCurriculumDesign(params: {
  model: LanguageModel;
  request: CurriculumRequestBlock;
  abortSignal?: AbortSignal;
  /** Told when the outline came from the offline stand-in (the model would not design it, lib/ai/text-protocol/). */
  onStandIn?: () => void;
}): Promise<CourseOutline> {
  const agent = new ToolLoopAgent({
    id: AGENT.curriculumDesigner,
    telemetry: NO_TELEMETRY,
    providerOptions: agentProviderOptions(AGENT.curriculumDesigner),
    model: params.model,
    instructions: buildCurriculumInstructions(params.request),
    tools: { [TOOL.submitOutline]: submitOutlineTool },
    toolChoice: { type: "tool", toolName: TOOL.submitOutline },
    // Stop at the first outline that passed validation; an invalid one gets the error back and another try.
    stopWhen: [hasValidToolCall(TOOL.submitOutline), isStepCount(MAX_ATTEMPTS)],
  });
  const result = await agent
    .generate({
      prompt: params.request.currentOutline
        ? `Revise the course outline for: ${params.request.topic}`
        : `Design the course for: ${params.request.topic}`,
      abortSignal: params.abortSignal,
    })
    .catch((error: unknown) => {
      // The model answered the forced tool with text (the repair middleware already retried once).
      if (isAppError(error) || !ToolChoiceViolationError.isInstance(error)) throw error;
      throw new AppError(
        "outline_invalid",
        {
          en: "The course designer did not call its outline tool — check that the model server supports tool calling, then retry.",
          zh: "课程设计器没有调用它的大纲工具——请检查模型服务器是否支持工具调用，然后重试。",
        },
        { cause: error },
      );
    });
  for (const step of result.steps) {
    for (const call of step.toolCalls) {
      // A valid call's input is already courseOutlineSchema's output: the SDK parsed it with the
      // tool's inputSchema (that very schema). Parsing the whole outline again cost ~0.7 ms a turn.
      if (call.toolName === TOOL.submitOutline && !call.invalid) {
        if (isStandIn(call.providerMetadata)) params.onStandIn?.();
        return withConsistentTotal(call.input as CourseOutline);
      }
    }
  }
  throw new AppError(
    "outline_invalid",
    { en: "The course designer did not return a valid outline. Please retry.", zh: "课程设计器没有返回有效的大纲。请重试。" },
    {
      cause: new Error(`curriculum agent finished (${result.finishReason}) without a valid outline`),
    },
  );
}

/** The total shown to the learner must match the chapters they see. */
function withConsistentTotal(outline: CourseOutline): CourseOutline {
  return { ...outline, estimatedMinutes: Math.max(15, totalMinutes(outline)) };
}
