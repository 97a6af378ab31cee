import type { LanguageModel } from "ai";
import { tool } from "ai";
import { runCurriculumDesign } from "../agents/curriculum-agent";
import { courseOutlineSchema, designCurriculumInputSchema } from "../lib/interview-schemas";
import { extractLearnerProfile, researchTopicFor } from "../lib/learner-profile";
import { interviewToolContext } from "./interview-tool-context";

/**
 * Runs the curriculum designer on the course model. The profile is rebuilt from
 * the conversation here rather than copied into the tool input, so the model
 * cannot drop or distort what the learner said, and the input stays tiny.
 */
export function createDesignCurriculumTool(dependencies: { model: LanguageModel }) {
  return tool({
    description: "Design the learner's personal course outline from the interview. Call when the profile is complete.",
    inputSchema: designCurriculumInputSchema,
    outputSchema: courseOutlineSchema,
    execute: async ({ emphasis }, { messages, abortSignal, experimental_context }) => {
      const profile = extractLearnerProfile(messages, interviewToolContext(experimental_context).locale);
      return runCurriculumDesign({
        model: dependencies.model,
        request: {
          language: profile.language,
          topic: researchTopicFor(profile),
          profile: profile.fields,
          research: profile.research,
          emphasis: emphasis || (profile.revisionRequested ? profile.lastAnswer : null) || null,
        },
        abortSignal,
      });
    },
    // The interview model only needs to know the outline exists; the learner sees it in full.
    toModelOutput: ({ output }) => ({
      type: "json",
      value: {
        title: output.title,
        modules: output.modules.map((module) => module.title),
        chapterCount: output.modules.reduce((count, module) => count + module.chapters.length, 0),
      },
    }),
  });
}
