import type { OutlineDesigner } from "@/features/courses/data/course-queries";
import { saveInterviewDraftId } from "@/features/courses/data/course-queries";
import { reviseCourseOutline } from "@/features/interview/server/revise-outline";
import type { SaveOutline } from "@/features/interview/lib/outline-draft";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { database } from "@/lib/db/database";
import { linkInterviewMaterial } from "./interview-material";

/**
 * Where the interview and courses features meet. Neither may import the other,
 * so the app hands each what it needs from the other as a plain function.
 */

/** The interview's outlines become this owner's draft courses (with the material attached to the interview); the interview gets the course id back. */
export function outlineSaverFor(ownerId: string): SaveOutline {
  return async (draft) => {
    const { db } = await database();
    const courseId = await saveInterviewDraftId(db, ownerId, draft);
    // Material attached on /create becomes the course's sources. The outline is saved either way;
    // a failed link is logged and retried by the next save of this interview (the link is idempotent).
    await linkInterviewMaterial(ownerId, draft.interviewId, courseId).catch((error: unknown) => {
      console.error("[interview] linking the attached material to the course failed:", error);
    });
    return courseId;
  };
}

/** The courses feature's "regenerate" runs the interview's curriculum designer in revision mode. */
export function outlineDesigner(model: LanguageModelV4, abortSignal?: AbortSignal): OutlineDesigner {
  return (request) =>
    reviseCourseOutline({
      language: request.language,
      topic: request.profile.topic ?? request.goal,
      profile: {
        goal: request.profile.goal,
        background: request.profile.background,
        targetOutcome: request.profile.targetOutcome,
        cognitiveStyle: request.profile.cognitiveStyle,
      },
      currentOutline: request.currentOutline,
      instruction: request.instruction,
      abortSignal,
      model,
    });
}
