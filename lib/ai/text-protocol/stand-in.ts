import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content } from "@ai-sdk/provider";
import { STAND_IN_METADATA } from "./stand-in-mark";

export { isStandIn, STAND_IN_METADATA } from "./stand-in-mark";

/**
 * The offline role for the calling agent answers the original request (tools and
 * tool choice intact, so it honours them and fits its input to the schema).
 */
export async function standInAnswer(params: LanguageModelV4CallOptions, standIn: LanguageModelV4): Promise<LanguageModelV4Content[]> {
  const result = await standIn.doGenerate(params);
  return result.content.flatMap((part): LanguageModelV4Content[] => {
    if (part.type === "tool-call" || part.type === "text") return [{ ...part, providerMetadata: { ...STAND_IN_METADATA } }];
    return [];
  });
}
