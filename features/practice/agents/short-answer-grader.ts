import "server-only";
import { isStepCount, ToolLoopAgent, type LanguageModel } from "ai";
import { agentProviderOptions, NO_TELEMETRY } from "@/lib/ai/agent-call";
import { hasValidToolCall } from "@/lib/ai/tool-stop-conditions";
import { PRACTICE_AGENT, PRACTICE_MODEL_TOOL } from "../contract";
import { keyPointGrader, type ShortAnswerGrader } from "../lib/grade-answer";
import { verifiedGrade, type GradeShortAnswerInput } from "../lib/verify-grade";
import { buildGraderInstructions, gradingBlock } from "../prompts/grader-prompt";
import { createGradeShortAnswerTool } from "../tools/grade-short-answer";

/** One try plus one retry of an invalid grade. */
const MAX_STEPS = 2;

export interface ModelGraderOptions {
  log?: (message: string, error?: unknown) => void;
}

const defaultLog = (message: string, error?: unknown) => console.warn(`[practice] ${message}`, ...(error === undefined ? [] : [error]));

/**
 * Short answers graded by the model against the rubric (issue 24): the model says which key points
 * the answer makes, quoting the learner's words, and only the claims that hold up count
 * (lib/verify-grade.ts). When the model fails (no valid grade after its retry, a stalled or broken
 * stream), the answer is graded offline by key-point matching instead: a learner's answer is always
 * graded, never lost.
 */
export function createModelShortAnswerGrader(model: LanguageModel, options: ModelGraderOptions = {}): ShortAnswerGrader {
  const log = options.log ?? defaultLog;
  return {
    async grade(question, answer) {
      if (answer.trim() === "" || question.keyPoints.length === 0) return keyPointGrader.grade(question, answer);
      let claims: GradeShortAnswerInput | null = null;
      const agent = new ToolLoopAgent({
        id: PRACTICE_AGENT.shortAnswerGrader,
        telemetry: NO_TELEMETRY,
        providerOptions: agentProviderOptions(PRACTICE_AGENT.shortAnswerGrader, {
          singleCallTools: [PRACTICE_MODEL_TOOL.gradeShortAnswer],
        }),
        model,
        instructions: buildGraderInstructions(gradingBlock(question, answer)),
        tools: {
          [PRACTICE_MODEL_TOOL.gradeShortAnswer]: createGradeShortAnswerTool((given) => {
            claims ??= given;
          }),
        },
        toolChoice: { type: "tool", toolName: PRACTICE_MODEL_TOOL.gradeShortAnswer },
        stopWhen: [hasValidToolCall(PRACTICE_MODEL_TOOL.gradeShortAnswer), isStepCount(MAX_STEPS)],
      });
      try {
        await agent.generate({ prompt: "Grade the answer." });
      } catch (error) {
        log("the model could not grade a short answer; it was graded by key-point matching", error);
      }
      return claims ? verifiedGrade(question, answer, claims) : keyPointGrader.grade(question, answer);
    },
  };
}
