import { isStepCount, type StopCondition, type ToolSet } from "ai";
import { refusedCallIds } from "./step-refusal";

/**
 * Stop once the last step holds a *valid* call to one of `toolNames`. The SDK's
 * hasToolCall also fires on a call it marked invalid (schema failure, broken
 * JSON), which ends the loop before the model sees the validation error; with
 * this one the invalid call's error goes back to the model for another try.
 * A call its tool refused as out of step (StepRefusalError) counts as invalid.
 */
export function hasValidToolCall<TOOLS extends ToolSet>(...toolNames: string[]): StopCondition<TOOLS> {
  return ({ steps }) => {
    const step = steps.at(-1);
    if (!step) return false;
    const refused = refusedCallIds(step);
    return step.toolCalls.some((call) => toolNames.includes(call.toolName) && !call.invalid && !refused.has(call.toolCallId));
  };
}

/**
 * Bounded cost: stop after `limit` steps whose every tool call was invalid (a
 * model looping on a refused or malformed call gets one retry, not the budget).
 */
export function invalidCallStepsAtLeast<TOOLS extends ToolSet>(limit: number): StopCondition<TOOLS> {
  return ({ steps }) =>
    steps.filter((step) => {
      const refused = refusedCallIds(step);
      return step.toolCalls.length > 0 && step.toolCalls.every((call) => call.invalid || refused.has(call.toolCallId));
    }).length >= limit;
}

/**
 * The stop rule of a tutor turn, written once: a valid call to one of `endOn`
 * ends it; a step of only invalid calls goes back to the model once (a second
 * ends the turn: bounded cost); `maxSteps` caps a looping model.
 */
export function turnStops<TOOLS extends ToolSet>(endOn: readonly string[], maxSteps: number): StopCondition<TOOLS>[] {
  return [hasValidToolCall<TOOLS>(...endOn), invalidCallStepsAtLeast<TOOLS>(2), isStepCount(maxSteps)];
}
