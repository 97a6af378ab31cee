import type { LanguageModel } from "ai";
import { tool } from "ai";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { runTopicResearch } from "../agents/research-agent";
import { researchBriefSchema, researchTopicInputSchema } from "../lib/interview-schemas";
import { extractLearnerProfile } from "../lib/learner-profile";
import { compactResearchBrief } from "../lib/research-brief";
import { interviewToolContext } from "./interview-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";

/**
 * Runs the topic research sub-agent. The learner's UI keeps the whole brief
 * (with sources); the interview model only ever sees the compact form.
 */
export function createResearchTopicTool(dependencies: { model: LanguageModel; searchProvider: SearchProvider | null }) {
  return tool({
    description:
      "Silently research the learner's subject: current state, learning path, prerequisites, common goals. Use once per subject, before the first question.",
    inputSchema: cachedSchema(researchTopicInputSchema),
    outputSchema: cachedSchema(researchBriefSchema),
    execute: async ({ topic, focus }, { messages, abortSignal, experimental_context }) => {
      // The learner's language, not the UI's: a Chinese learner on an English UI gets a Chinese brief.
      const { language } = extractLearnerProfile(messages, interviewToolContext(experimental_context).locale);
      return runTopicResearch({ ...dependencies, request: { topic, focus: focus ?? null, language }, abortSignal });
    },
    toModelOutput: ({ output }) => ({ type: "json", value: { ...compactResearchBrief(output) } }),
  });
}
