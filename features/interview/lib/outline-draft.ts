import { PROFILE_FIELD_MAX } from "@/lib/course-outline";
import { normalizeStoredText } from "@/lib/stored-text";
import type { CourseOutline } from "./interview-schemas";
import type { Locale } from "@/lib/i18n/locales";
import { SKIPPED } from "@/lib/learner-profile-fields";
import type { LearnerProfile } from "./learner-profile";
import type { Difficulty } from "@/lib/course-outline";
import type { PlacementSummary } from "../contract";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { describePlacement, placementSummary, statedLevelOf } from "./placement";
import { courseSubjectOf } from "./material-subject";

/**
 * What the interview hands to whoever keeps outlines (the app wires in the
 * courses feature): the outline plus who it was designed for. The interview
 * itself stores nothing; this is its only way out.
 */
export interface InterviewOutlineDraft {
  interviewId: string;
  /** What the learner asked for, in their first words. */
  goal: string;
  language: Locale;
  profile: {
    /** The course's subject alone (material-subject.ts), never the learner's whole sentence. */
    topic: string | null;
    goal: string | null;
    background: string | null;
    targetOutcome: string | null;
    cognitiveStyle: string | null;
    /** The level the learner stated and the level the placement check showed: both kept. */
    statedLevel?: Difficulty | null;
    checkedLevel?: Difficulty | null;
    /** What the placement check showed, in a sentence in the course's language. */
    placement?: string | null;
  };
  outline: CourseOutline;
}

/** Saves a designed outline and returns the id it is kept under (the course id). */
export type SaveOutline = (draft: InterviewOutlineDraft) => Promise<string>;

/**
 * A learner's words can be 4,000 characters; a stored profile field holds 2,000.
 * Cut the way the store would (at a grapheme, never inside an emoji) and made
 * storable here, so the draft handed over is exactly what gets saved. Skips are "unknown".
 */
function field(value: string | null): string | null {
  if (value === null || value === SKIPPED) return null;
  const text = normalizeStoredText(value, { multiline: true, clipTo: PROFILE_FIELD_MAX });
  return text || null;
}

/** The stated level (the learner's words: goal first, then background) and what the placement check showed. */
export function placementOf(profile: LearnerProfile): PlacementSummary | null {
  const texts = [profile.topic, profile.fields.background, profile.fields.goal];
  const subject = profile.topic ? readGoal(profile.topic).subject || profile.topic : undefined;
  const stated = statedLevelOf(texts, subject);
  if (stated === null && profile.placement.length === 0) return null;
  return placementSummary(stated, profile.placement.slice(0, 5));
}

export function outlineDraftOf(interviewId: string, profile: LearnerProfile, outline: CourseOutline): InterviewOutlineDraft {
  const words = field(profile.topic);
  // Read from the words as stored (no NUL, no lone surrogate), so the subject holds none either.
  const topic = field(courseSubjectOf({ topic: words, research: profile.research }));
  const placement = placementOf(profile);
  return {
    interviewId,
    goal: words ?? outline.title,
    language: profile.language,
    profile: {
      topic,
      goal: field(profile.fields.goal),
      background: field(profile.fields.background),
      targetOutcome: field(profile.fields.targetOutcome),
      cognitiveStyle: field(profile.fields.cognitiveStyle),
      statedLevel: placement?.statedLevel ?? null,
      checkedLevel: placement?.checkedLevel ?? null,
      placement: placement && placement.results.length > 0 ? describePlacement(placement.results, profile.language) : null,
    },
    outline,
  };
}
