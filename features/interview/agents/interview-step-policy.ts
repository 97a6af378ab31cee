import { TOOL } from "../contract";
import { hasResearched, interviewPhase, type LearnerProfile } from "../lib/learner-profile";

export type InterviewToolName = typeof TOOL.presentOptions | typeof TOOL.researchTopic | typeof TOOL.designCurriculum;

export interface InterviewStepDecision {
  toolChoice: { type: "tool"; toolName: InterviewToolName } | "required";
  /** The tools that may run in this step: a call to any other is refused (interviewStepRefusal). */
  allowed: InterviewToolName[];
}

const forced = (toolName: InterviewToolName): InterviewStepDecision => ({ toolChoice: { type: "tool", toolName }, allowed: [toolName] });

/**
 * Code steers, the model rows: which tool a step must use. Every request offers
 * the same tools in the same order (the tool definitions stay a prefix the
 * provider caches); the step is steered by toolChoice, and — for models that
 * ignore it — by refusing a call made at the wrong time (interviewStepRefusal).
 * - profile complete (or the learner asked to change the outline) → designCurriculum, forced;
 * - subject not researched yet → researchTopic, forced, once per subject;
 * - otherwise → a question card, forced, so no turn ever ends without a question.
 */
export function decideInterviewStep(profile: LearnerProfile): InterviewStepDecision {
  const phase = interviewPhase(profile);
  if (phase === "designing") return forced(TOOL.designCurriculum);
  if (phase === "interviewing" && profile.topic !== null && !hasResearched(profile)) return forced(TOOL.researchTopic);
  if (phase === "done") {
    // After the outline, the learner is reviewing it: a question card keeps them in control.
    return { toolChoice: "required", allowed: [TOOL.presentOptions, TOOL.designCurriculum] };
  }
  return forced(TOOL.presentOptions);
}

/**
 * Why `toolName` may not run now, in words the model can act on — or null when
 * it may. The tools run this before doing any work, so a model that ignored
 * toolChoice gets the refusal as its tool result and one more try.
 */
export function interviewStepRefusal(profile: LearnerProfile, toolName: InterviewToolName): string | null {
  const decision = decideInterviewStep(profile);
  if (decision.allowed.includes(toolName)) return null;
  const next = decision.toolChoice === "required" ? decision.allowed.join(" or ") : decision.toolChoice.toolName;
  return `"${toolName}" is not available at this point of the interview. Call ${next} instead.`;
}
