import "server-only";
import type { LanguageModel } from "ai";
import type { Locale } from "@/lib/i18n/locales";
import type { CourseOutline, ProfileField } from "../lib/interview-schemas";
import { runCurriculumDesign } from "../agents/curriculum-agent";

export interface OutlineRevision {
  language: Locale;
  /** The learner's subject. */
  topic: string;
  profile: Record<ProfileField, string | null>;
  /** The saved outline, hand edits included. */
  currentOutline: CourseOutline;
  /** What the learner asked to change, in their words. */
  instruction: string;
  abortSignal?: AbortSignal;
  /** The course model, built by the app (lib/ai/turn-model.ts). */
  model: LanguageModel;
}

/**
 * "Make it shorter", "more hands-on": the same curriculum designer as in the
 * interview, asked to revise an outline rather than design one, keeping what
 * the learner edited by hand unless the instruction says otherwise.
 */
export function reviseCourseOutline(revision: OutlineRevision): Promise<CourseOutline> {
  return runCurriculumDesign({
    model: revision.model,
    request: {
      language: revision.language,
      topic: revision.topic.trim().slice(0, 200),
      profile: revision.profile,
      research: null,
      emphasis: null,
      currentOutline: revision.currentOutline,
      instruction: revision.instruction,
    },
    abortSignal: revision.abortSignal,
  });
}
