import type { LanguageModelV4, LanguageModelV4ToolChoice } from "@ai-sdk/provider";
import { wrapLanguageModel, type LanguageModel } from "ai";
import { AGENT_OPTIONS_KEY } from "./agent-call";

/**
 * A step's tool choice, sent to the model beside the SDK rather than through it.
 *
 * AI SDK 7 ends a step whose response misses the tool the step forced
 * (ToolChoiceViolationError) before any tool of that response runs. The models
 * our learners bring ignore tool_choice often, and the app already has a policy
 * for it that keeps the turn going: the repair middleware asks once more with the
 * reason (lib/ai/repair-middleware.ts), a tool called at the wrong step refuses
 * with a result the model can act on (lib/ai/step-refusal.ts), and the turn
 * outcome names the cause when nothing helps (lib/ai/turn/turn-outcome.ts). So the SDK
 * sees "auto", and the model wrapped below receives the step's real choice: the
 * request on the wire is the one the step asked for.
 */
type StepToolChoice = "required" | "none" | { type: "tool"; toolName: string };

const KEY = "toolChoice";

/** providerOptions for one step (merge with the step's other options under the same key). */
export function steeredToolChoiceOption(choice: StepToolChoice): Record<string, Record<string, LanguageModelV4ToolChoice>> {
  const wire: LanguageModelV4ToolChoice = typeof choice === "string" ? { type: choice } : { type: "tool", toolName: choice.toolName };
  return { [AGENT_OPTIONS_KEY]: { [KEY]: wire } };
}

function isWireChoice(value: unknown): value is LanguageModelV4ToolChoice {
  if (typeof value !== "object" || value === null) return false;
  const { type, toolName } = value as { type?: unknown; toolName?: unknown };
  if (type === "tool") return typeof toolName === "string" && toolName !== "";
  return type === "auto" || type === "none" || type === "required";
}

/** The agent's model, applying a steered tool choice to each call that carries one. */
export function withSteeredToolChoice(model: LanguageModel): LanguageModelV4 {
  return wrapLanguageModel({
    model: model as LanguageModelV4,
    middleware: {
      specificationVersion: "v4",
      transformParams: async ({ params }) => {
        const choice = params.providerOptions?.[AGENT_OPTIONS_KEY]?.[KEY];
        return isWireChoice(choice) ? { ...params, toolChoice: choice } : params;
      },
    },
  });
}
