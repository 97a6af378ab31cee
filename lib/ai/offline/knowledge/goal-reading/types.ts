/**
 * What a learner's goal sentence says, read the way a person reads it: the
 * subject they want to learn, and the facts around it. Every fact keeps its
 * evidence — the learner's own clause — because the profile may only hold what
 * the learner actually said.
 */
export interface StatedFact {
  /** A short normalised phrase: "nurse", "knows Python", "pass the exam". */
  value: string;
  /** The learner's own words the fact was read from (one clause, ≤ 200 characters). */
  evidence: string;
}

/** How the background was stated: "complete beginner", "nurse", "knows Python", "played classical for years". */
export type BackgroundKind = "beginner" | "role" | "skill" | "experience";

export interface BackgroundFact extends StatedFact {
  kind: BackgroundKind;
}

export interface DeadlineFact extends StatedFact {
  /** The deadline in weeks when it can be told without a calendar ("in 2 months" → 9), else null. */
  weeks: number | null;
}

export interface BudgetFact extends StatedFact {
  /** Study time per week the learner says they have. */
  minutesPerWeek: number;
}

export interface GoalReading {
  /** The subject as a catalogue would name it ("data analysis", "雅思"); "" when the text names none. */
  subject: string;
  background: BackgroundFact | null;
  outcome: StatedFact | null;
  deadline: DeadlineFact | null;
  budget: BudgetFact | null;
  style: StatedFact | null;
  /** The exam or certification the learner is aiming at ("GRE", "雅思"), when they name one. */
  exam: string | null;
  /** What the learner finds hard ("递归"), for the tutor's learner note. */
  struggle: StatedFact | null;
}

export type FactField = "background" | "outcome" | "deadline" | "budget" | "style" | "struggle";

export function emptyReading(): GoalReading {
  return { subject: "", exam: null, background: null, outcome: null, deadline: null, budget: null, style: null, struggle: null };
}

/** Evidence is bounded like every other profile value. */
export function fact(value: string, evidence: string): StatedFact {
  return { value: value.trim().slice(0, 120), evidence: evidence.trim().slice(0, 200) };
}
