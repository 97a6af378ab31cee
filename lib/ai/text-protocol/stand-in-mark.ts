import { AGENT_OPTIONS_KEY } from "../agent-call";

/**
 * The mark on what the offline stand-in wrote in place of the configured model
 * (a tool call's or a text's provider metadata; browsers read it from the
 * message parts): the learner is told that step was completed offline.
 */
export const STAND_IN_METADATA = { [AGENT_OPTIONS_KEY]: { standIn: "offline" } } as const;

/** True for a part's provider metadata that carries the stand-in mark. */
export function isStandIn(metadata: unknown): boolean {
  const value = (metadata as Record<string, Record<string, unknown>> | undefined)?.[AGENT_OPTIONS_KEY]?.standIn;
  return value === "offline";
}
