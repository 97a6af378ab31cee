import type { StopCondition, ToolSet } from "ai";

/**
 * Stop once the last step holds a *valid* call to one of `toolNames`. The SDK's
 * hasToolCall also fires on a call it marked invalid (schema failure, broken
 * JSON), which ends the loop before the model sees the validation error; with
 * this one the invalid call's error goes back to the model for another try.
 */
export function hasValidToolCall<TOOLS extends ToolSet>(...toolNames: string[]): StopCondition<TOOLS> {
  return ({ steps }) => steps.at(-1)?.toolCalls.some((call) => toolNames.includes(call.toolName) && !call.invalid) ?? false;
}

/**
 * Bounded cost: stop after `limit` steps whose every tool call was invalid (a
 * model looping on a refused or malformed call gets one retry, not the budget).
 */
export function invalidCallStepsAtLeast<TOOLS extends ToolSet>(limit: number): StopCondition<TOOLS> {
  return ({ steps }) => steps.filter((step) => step.toolCalls.length > 0 && step.toolCalls.every((call) => call.invalid)).length >= limit;
}
