import type { Difficulty } from "@/lib/course-outline";

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

/** The level a learner states ("new to", "从零", "I've used it for years"), and what it is about when named. */
export interface LevelFact extends StatedFact {
  level: Difficulty;
  /** "new to Rust" → "Rust"; null when the clause names no subject. */
  about: string | null;
}

/** Why the learner wants it: "for my job" is a purpose, never a subject or a capstone called "Job". */
export type PurposeKind = "work" | "study" | "exam" | "travel" | "hobby" | "family" | "project";

export interface PurposeFact extends StatedFact {
  kind: PurposeKind;
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
  /** The level the learner states, when they state one. */
  level: LevelFact | null;
  /** Why they learn it ("for my job", "为了工作"), when they say. */
  purpose: PurposeFact | null;
  /** True when the words only ask for a course from attached material ("Build a course from this document"). */
  fromMaterial: boolean;
}

export type FactField = "background" | "outcome" | "deadline" | "budget" | "style" | "struggle";

export function emptyReading(): GoalReading {
  return {
    subject: "",
    exam: null,
    background: null,
    outcome: null,
    deadline: null,
    budget: null,
    style: null,
    struggle: null,
    level: null,
    purpose: null,
    fromMaterial: false,
  };
}

/** Evidence is bounded like every other profile value. */
export function fact(value: string, evidence: string): StatedFact {
  return { value: wordsUpTo(value.trim(), 120), evidence: evidence.trim().slice(0, 200) };
}

/** At most `max` characters, ending where a word ends ("…data stuff", not "…data stuff, s"); unspaced text is cut as it is. */
function wordsUpTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  if (!/[A-Za-z0-9]/.test(text[max]!)) return cut.trimEnd();
  const space = cut.search(/\s\S*$/);
  return (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "");
}
