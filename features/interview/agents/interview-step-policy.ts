import { TOOL } from "../contract";
import { hasResearched, interviewPhase, type LearnerProfile } from "../lib/learner-profile";

type InterviewToolName = typeof TOOL.presentOptions | typeof TOOL.researchTopic | typeof TOOL.designCurriculum;

export interface InterviewStepDecision {
  activeTools: InterviewToolName[];
  toolChoice: { type: "tool"; toolName: InterviewToolName } | "required";
}

/**
 * Code steers, the model rows: which tools a step may use and which it must.
 * - profile complete (or the learner asked to change the outline) → designCurriculum, forced;
 * - subject not researched yet → researchTopic, forced, once per subject;
 * - otherwise → a question card, forced, so no turn ever ends without a question.
 */
export function decideInterviewStep(profile: LearnerProfile): InterviewStepDecision {
  const phase = interviewPhase(profile);
  if (phase === "designing") {
    return { activeTools: [TOOL.designCurriculum], toolChoice: { type: "tool", toolName: TOOL.designCurriculum } };
  }
  if (phase === "interviewing" && profile.topic !== null && !hasResearched(profile)) {
    return { activeTools: [TOOL.researchTopic], toolChoice: { type: "tool", toolName: TOOL.researchTopic } };
  }
  if (phase === "done") {
    // After the outline, the learner is reviewing it: a question card keeps them in control.
    return { activeTools: [TOOL.presentOptions, TOOL.designCurriculum], toolChoice: "required" };
  }
  return { activeTools: [TOOL.presentOptions], toolChoice: { type: "tool", toolName: TOOL.presentOptions } };
}
