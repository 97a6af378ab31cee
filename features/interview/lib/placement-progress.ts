import type { LearnerProfile } from "./learner-profile";
import { placementTarget } from "./placement";

/**
 * Where the placement check stands: it follows the background question (or
 * the background the learner stated up front), once the subject is researched,
 * and ends after its two or three questions — or when a model that ignores it
 * has asked enough other questions (the interview must end). Derived from the history alone.
 */
/** Four dimensions and three checks are seven cards; a model that still has not asked the check by then never will. */
const GIVE_UP_AFTER_CARDS = 8;

export function placementDue(profile: LearnerProfile): boolean {
  if (profile.outlineDesigned || profile.fields.background === null || profile.research === null) return false;
  if ((profile.cardsAnswered ?? 0) >= GIVE_UP_AFTER_CARDS) return false;
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
