/**
 * A tool refusing to run because the model called it at the wrong step (models
 * ignore tool_choice). The model gets the message as the call's error result;
 * the turn's stop rules count the call as invalid, not as the turn's outcome,
 * so the model gets its one more try instead of the turn ending on a refusal.
 */
export class StepRefusalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StepRefusalError";
  }
}

interface StepLike {
  content: ReadonlyArray<{ type: string; toolCallId?: string; error?: unknown }>;
}

/** The ids of the calls in `step` that a tool refused with StepRefusalError. */
export function refusedCallIds(step: StepLike): Set<string> {
  const ids = new Set<string>();
  for (const part of step.content) {
    if (part.type === "tool-error" && part.error instanceof StepRefusalError && part.toolCallId) ids.add(part.toolCallId);
  }
  return ids;
}
