import type { LanguageModel } from "ai";
import { tool } from "ai";
import { runCurriculumDesign } from "../agents/curriculum-agent";
import { designCurriculumInputSchema, designedOutlineSchema, type CourseOutline, type DesignedOutline } from "../lib/interview-schemas";
import { extractLearnerProfile, researchTopicFor, type LearnerProfile } from "../lib/learner-profile";
import { outlineDraftOf } from "../lib/outline-draft";
import { interviewToolContextSchema, type InterviewToolContext } from "./interview-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";
import { StepRefusalError } from "@/lib/ai/step-refusal";
import { interviewStepRefusal } from "../agents/interview-step-policy";
import { TOOL } from "../contract";
import { placementOf } from "../lib/outline-draft";

/**
 * Keeps the outline where the app wants it (a draft course) and returns its id.
 * A failure here must not cost the learner their outline, nor go unnoticed: the
 * outline is shown with "could not be saved" and a Retry that sends `unsaved`
 * (who it was designed for) with the outline to the courses API.
 */
async function keepOutline(context: InterviewToolContext, profile: LearnerProfile, outline: CourseOutline): Promise<DesignedOutline> {
  if (!context.saveOutline || !context.interviewId) return outline;
  const draft = outlineDraftOf(context.interviewId, profile, outline);
  try {
    const courseId = await context.saveOutline(draft);
    return { ...outline, courseId };
  } catch (error) {
    console.error("[interview] saving the outline failed; the learner is offered Retry:", error);
    return { ...outline, unsaved: { interviewId: draft.interviewId, goal: draft.goal, language: draft.language, profile: draft.profile } };
  }
}

/**
 * Runs the curriculum designer on the course model. The profile is rebuilt from
 * the conversation here rather than copied into the tool input, so the model
 * cannot drop or distort what the learner said, and the input stays tiny.
 */
export function createDesignCurriculumTool(dependencies: { model: LanguageModel }) {
  return tool({
    description: "Design the learner's personal course outline from the interview. Call when the profile is complete.",
    inputSchema: cachedSchema(designCurriculumInputSchema),
    contextSchema: interviewToolContextSchema,
    outputSchema: cachedSchema(designedOutlineSchema),
    execute: async ({ emphasis }, { messages, abortSignal, context }) => {
      const profile = extractLearnerProfile(messages, context.locale);
      // Tools are offered on every step (a stable prompt prefix); a model that ignored toolChoice is told so.
      const refusal = interviewStepRefusal(profile, TOOL.designCurriculum);
      if (refusal) throw new StepRefusalError(refusal);
      let standIn = false;
      const outline = await runCurriculumDesign({
        model: dependencies.model,
        request: {
          language: profile.language,
          topic: researchTopicFor(profile),
          profile: profile.fields,
          research: profile.research,
          emphasis: emphasis || (profile.revisionRequested ? profile.lastAnswer : null) || null,
          placement: placementOf(profile),
        },
        abortSignal,
        onStandIn: () => (standIn = true),
      });
      const kept = await keepOutline(context, profile, outline);
      return standIn ? { ...kept, standIn: true as const } : kept;
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
