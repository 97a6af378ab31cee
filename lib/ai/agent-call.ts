import type { SharedV4ProviderOptions } from "@ai-sdk/provider";

/**
 * Every agent says who it is on each model call (and its per-agent settings),
 * in providerOptions under a key no provider reads. Real providers ignore it; the offline model uses it to pick
 * the role that plays this agent (registered explicitly in app/_compose), so
 * adding a tool to an agent can never silently change which role answers.
 */
export const AGENT_OPTIONS_KEY = "nexusnote";

/**
 * The SDK's telemetry, off on every agent and model call. The app registers no telemetry
 * integration and nothing subscribes to the SDK's tracing channel, yet with telemetry on (the
 * default) the SDK still copies, filters and redacts every lifecycle event (each step's messages,
 * tools and contexts) on the way to that channel: 0.3 ms of an interview turn's CPU, where the
 * same calls without the app's contexts cost the SDK 0.1 (bench/PROFILE-per-turn.md). An app
 * that adds a telemetry integration turns it on where it needs it.
 */
export const NO_TELEMETRY = { isEnabled: false } as const;

export interface AgentCallSettings {
  /** Tools of which one call per response is kept; extra calls are dropped (lib/ai/repair-middleware.ts). */
  singleCallTools?: readonly string[];
}

/**
 * For one step: the offered tools a call may use now. Agents offer the same tools
 * on every request (a stable prompt prefix) and name here the ones this step
 * allows; the repair middleware treats a call to any other as not offered.
 */
export function allowedToolsOption(toolNames: readonly string[]): Record<string, Record<string, string[]>> {
  return { [AGENT_OPTIONS_KEY]: { allowedTools: [...toolNames] } };
}

/** One step's providerOptions from several of the helpers here, merged under the agents' key. */
export function stepOptions(...parts: SharedV4ProviderOptions[]): SharedV4ProviderOptions {
  return { [AGENT_OPTIONS_KEY]: Object.assign({}, ...parts.map((part) => part[AGENT_OPTIONS_KEY])) };
}

export function agentProviderOptions(agentId: string, settings: AgentCallSettings = {}): Record<string, Record<string, string | string[]>> {
  return { [AGENT_OPTIONS_KEY]: { agentId, ...(settings.singleCallTools ? { singleCallTools: [...settings.singleCallTools] } : {}) } };
}

/** The calling agent's id, or null for a call that did not say. */
export function agentIdOf(providerOptions: Record<string, Record<string, unknown>> | undefined): string | null {
  const value = providerOptions?.[AGENT_OPTIONS_KEY]?.agentId;
  return typeof value === "string" && value !== "" ? value : null;
}
