import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, SharedV4ProviderMetadata } from "@ai-sdk/provider";
import { AGENT_OPTIONS_KEY } from "../agent-call";

/**
 * Marks what the offline stand-in wrote in place of the configured model, on the
 * tool call and the text it produced: the UI shows the learner that this step was
 * completed by the offline model (isStandIn below), never passing it off as the model's.
 */
export const STAND_IN_METADATA: SharedV4ProviderMetadata = { [AGENT_OPTIONS_KEY]: { standIn: "offline" } };

/** True for a part (or its provider metadata) the offline stand-in produced. */
export function isStandIn(metadata: unknown): boolean {
  const value = (metadata as Record<string, Record<string, unknown>> | undefined)?.[AGENT_OPTIONS_KEY]?.standIn;
  return value === "offline";
}

/**
 * The offline role for the calling agent answers the original request (tools and
 * tool choice intact, so it honours them and fits its input to the schema).
 */
export async function standInAnswer(params: LanguageModelV4CallOptions, standIn: LanguageModelV4): Promise<LanguageModelV4Content[]> {
  const result = await standIn.doGenerate(params);
  return result.content.flatMap((part): LanguageModelV4Content[] => {
    if (part.type === "tool-call" || part.type === "text") return [{ ...part, providerMetadata: STAND_IN_METADATA }];
    return [];
  });
}
