import type { LearnerProfile } from "./learner-profile";
import { placementTarget } from "./placement";

/**
 * Where the placement check stands: it follows the background question (or
 * the background the learner stated up front), once the subject is researched,
 * and ends after its two or three questions. Derived from the history alone.
 */
export function placementDue(profile: LearnerProfile): boolean {
  if (profile.outlineDesigned || profile.fields.background === null || profile.research === null) return false;
  return profile.placementAnswered < placementTarget(profile.research.checks?.length ?? 0);
}

export function placementProgress(profile: LearnerProfile): {
  /** "placement" when the next question is a placement question. */
  next: "placement" | null;
  shown: boolean;
  state: { asked: number; target: number };
} {
  const target = placementTarget(profile.research?.checks?.length ?? 0);
  const due = placementDue(profile);
  // The goal comes first; the check follows the background.
  const next = due && profile.fields.goal !== null ? "placement" : null;
  return {
    next,
    shown: profile.fields.background !== null && profile.research !== null,
    state: { asked: profile.placementAnswered, target },
  };
}
