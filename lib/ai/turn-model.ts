import "server-only";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { liveModel } from "./live-model";
import type { ModelRole } from "./model-registry";
import { meteredModel, type UsageSink } from "./usage-meter";

/** The models of a turn by role (the interview's agent uses both: its tutor and its curriculum designer). */
export type ModelsByRole = (role: ModelRole) => LanguageModelV4;

/**
 * The one place the app's models are built: the configured model for `role`
 * (./model-registry.ts, as the owner's settings say at each call: ./live-model.ts), reporting every call's tokens to `onTokens` when given
 * (a learner's daily budget; sub-agents and retries included). Routes build the
 * models of a turn here and pass them in; features never reach for the registry.
 */
export function turnModel(role: ModelRole, onTokens?: UsageSink): LanguageModelV4 {
  const model = liveModel(role);
  return onTokens ? meteredModel(model, onTokens) : model;
}

/** turnModel for every role, all reporting to `onTokens`. */
export function turnModels(onTokens?: UsageSink): ModelsByRole {
  return (role) => turnModel(role, onTokens);
}
