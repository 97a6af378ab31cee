import type { LanguageModel } from "ai";
import { tool } from "ai";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { runTopicResearch } from "../agents/research-agent";
import { researchBriefSchema, researchTopicInputSchema } from "../lib/interview-schemas";
import { extractLearnerProfile } from "../lib/learner-profile";
import { compactResearchBrief } from "../lib/research-brief";
import { interviewToolContextSchema } from "./interview-tool-context";
import { materialSubject, titledSubject, type LoadMaterial, type ResearchMaterial } from "../lib/research-material";
import { materialChecks } from "../lib/material-checks";
import { namesNoSubject } from "../lib/material-subject";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { StepRefusalError } from "@/lib/ai/step-refusal";
import { interviewStepRefusal } from "../agents/interview-step-policy";
import { TOOL } from "../contract";

/** The attached documents; trouble reading them must not cost the learner the interview (research goes on without). */
async function readMaterial(loadMaterial: LoadMaterial | undefined): Promise<ResearchMaterial[]> {
  if (!loadMaterial) return [];
  try {
    return await loadMaterial();
  } catch (error) {
    console.error("[interview] reading the attached material failed; researching without it:", error);
    return [];
  }
}

/**
 * Runs the topic research sub-agent. The learner's UI keeps the whole brief
 * (with sources); the interview model only ever sees the compact form.
 */
export function createResearchTopicTool(dependencies: { model: LanguageModel; searchProvider: SearchProvider | null }) {
  return tool({
    description:
      "Silently research the learner's subject: current state, learning path, prerequisites, common goals. Use once per subject, before the first question.",
    inputSchema: cachedSchema(researchTopicInputSchema),
    contextSchema: interviewToolContextSchema,
    outputSchema: cachedSchema(researchBriefSchema),
    execute: async ({ topic, focus }, { messages, abortSignal, context }) => {
      // The learner's language, not the UI's: a Chinese learner on an English UI gets a Chinese brief.
      const profile = extractLearnerProfile(messages, context.locale);
      const refusal = interviewStepRefusal(profile, TOOL.researchTopic);
      if (refusal) throw new StepRefusalError(refusal);
      const { language } = profile;
      const material = await readMaterial(context.loadMaterial);
      // "Build a course from this document": the document names the subject; the learner's words are only the intent
      // ("… I'm completely new to machine learning" states a level and a field, not what the notes are about).
      const titled = titledSubject(material);
      const subject = titled ?? (material.length > 0 && namesNoSubject(topic) ? materialSubject(material) : null);
      const brief = await runTopicResearch({
        ...dependencies,
        request: { topic: subject ?? topic, focus: focus ?? null, language },
        material,
        abortSignal,
      });
      // Terms the documents define, read by code: what a placement question can check truthfully.
      const checks = materialChecks(material);
      const named = titled ? { ...brief, subjectFromDocument: true as const } : brief;
      return checks.length > 0 ? { ...named, checks } : named;
    },
    toModelOutput: ({ output }) => ({ type: "json", value: { ...compactResearchBrief(output) } }),
  });
}
