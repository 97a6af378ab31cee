import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { Difficulty } from "@/lib/course-outline";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";
import type { PlacementOutcome, PlacementResult, PlacementSummary } from "../contract";

/**
 * The interview's placement check (issue 24 item 5): after the background
 * question, two or three questions on the subject, asked as option cards that
 * always offer "I don't know". A graded question carries its key (the exact
 * correct option) in the card's `placement.answer`, stored with the question in
 * the signed history, and is graded here, in code, against that key. A card
 * without a key is a self-assessment: its options run from most to least
 * confident and nothing is graded. The outline's depth follows what it showed.
 */
export const PLACEMENT_MIN = 2;
export const PLACEMENT_MAX = 3;

export const DONT_KNOW: Record<Locale, string> = { en: "I don't know", zh: "我不知道" };

const DONT_KNOW_TEXT = /^(?:i\s*(?:do\s*not|don'?t)\s*know|not sure|no idea|idk|dunno|我不知道|不知道|不清楚|不确定|不会)(?:\W|$)/iu;

export function isDontKnow(text: string): boolean {
  return DONT_KNOW_TEXT.test(text.trim());
}

/** Case, width, spacing and punctuation do not make an answer wrong. */
function normalised(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, "");
}

export interface PlacementQuestion {
  options: readonly string[];
  skill: string;
  /** The key: the exact correct option; absent for a self-assessment. */
  answer?: string;
}

export interface PlacementAnswer {
  selected?: readonly string[];
  text?: string;
  skipped?: boolean;
}

const LEVEL_SCORE: Record<Difficulty, PlacementOutcome> = { beginner: "self-none", intermediate: "self-some", advanced: "self-high" };

function selfOutcome(question: PlacementQuestion, choice: string | null, text: string | null): PlacementOutcome | null {
  if (choice !== null) {
    const scale = question.options.filter((option) => !isDontKnow(option));
    const index = scale.findIndex((option) => normalised(option) === normalised(choice));
    if (index < 0) return null;
    const position = scale.length > 1 ? index / (scale.length - 1) : 0;
    return position < 0.34 ? "self-high" : position < 0.67 ? "self-some" : "self-none";
  }
  const level = text ? readGoal(text).level?.level : undefined;
  return level ? LEVEL_SCORE[level] : null;
}

/** One answer against its question: graded against the stored key, or read as a self-assessment. Null when it says nothing. */
export function gradePlacement(question: PlacementQuestion, answer: PlacementAnswer): PlacementResult | null {
  if (answer.skipped) return null;
  const choice = answer.selected?.[0] ?? null;
  const given = choice ?? answer.text ?? "";
  if (!given.trim()) return null;
  if (isDontKnow(given)) return { skill: question.skill, outcome: "dont-know" };
  if (question.answer !== undefined) {
    return { skill: question.skill, outcome: normalised(given) === normalised(question.answer) ? "correct" : "wrong" };
  }
  const outcome = selfOutcome(question, choice, answer.text ?? null);
  return outcome ? { skill: question.skill, outcome } : null;
}

const SCORE: Record<PlacementOutcome, number> = {
  correct: 1,
  wrong: 0,
  "dont-know": 0,
  "self-high": 1,
  "self-some": 0.5,
  "self-none": 0,
};

/** The level the answers show: most right (or confident) is advanced, about half intermediate, less beginner. */
export function checkedLevelOf(results: readonly PlacementResult[]): Difficulty | null {
  if (results.length === 0) return null;
  const score = results.reduce((sum, result) => sum + SCORE[result.outcome], 0) / results.length;
  return score >= 0.75 ? "advanced" : score >= 0.4 ? "intermediate" : "beginner";
}

function names(text: string, subject: string): boolean {
  const a = text.toLowerCase();
  const b = subject.toLowerCase();
  return a.includes(b) || b.includes(a);
}

/**
 * The level the learner stated, read from their own words (the goal first, then their background answer).
 * Years in another skill ("想学 Go，我用 Java 好多年了") are a head start, not mastery of this subject.
 */
export function statedLevelOf(texts: readonly (string | null)[], subject?: string): Difficulty | null {
  for (const text of texts) {
    const level = text ? readGoal(text).level : null;
    if (!level) continue;
    const elsewhere = level.level === "advanced" && level.about && subject && !names(level.about, subject);
    return elsewhere ? "intermediate" : level.level;
  }
  return null;
}

export function placementSummary(stated: Difficulty | null, results: readonly PlacementResult[]): PlacementSummary {
  return { statedLevel: stated, checkedLevel: checkedLevelOf(results), results: [...results] };
}

/** How many placement questions this interview asks: one per document check when there are three, else two. */
export function placementTarget(checks: number): number {
  return Math.min(PLACEMENT_MAX, Math.max(PLACEMENT_MIN, checks));
}

const WORDS: Record<
  Locale,
  { outcome: Record<PlacementOutcome, string>; join: string; graded: string; self: string; dash: string; colon: string }
> = {
  en: {
    outcome: {
      correct: "answered right",
      wrong: "answered wrong",
      "dont-know": "didn't know yet",
      "self-high": "confident",
      "self-some": "knows a little",
      "self-none": "not yet",
    },
    join: "; ",
    dash: " — ",
    colon: ": ",
    graded: "{right} of {total} placement answers right",
    self: "self-assessed on {total} sub-skills",
  },
  zh: {
    outcome: {
      correct: "答对",
      wrong: "答错",
      "dont-know": "还不知道",
      "self-high": "有把握",
      "self-some": "了解一点",
      "self-none": "还不会",
    },
    join: "；",
    dash: "——",
    colon: "：",
    graded: "摸底题答对 {right}/{total}",
    self: "自评了 {total} 项技能",
  },
};

/** "2 of 3 placement answers right — “Pods”: answered right; “Services”: didn't know yet", in the course's language. */
export function describePlacement(results: readonly PlacementResult[], lang: Locale): string {
  if (results.length === 0) return "";
  const words = WORDS[lang];
  const graded = results.filter((result) => !result.outcome.startsWith("self-"));
  const head = graded.length > 0 ? words.graded : words.self;
  const right = graded.filter((result) => result.outcome === "correct").length;
  const counted = head.replace("{right}", String(right)).replace("{total}", String(graded.length > 0 ? graded.length : results.length));
  const { quoteOpen, quoteClose } = WRITING[lang];
  const items = results.map(
    (result) => `${quoteOpen}${result.skill.slice(0, 60)}${quoteClose}${words.colon}${words.outcome[result.outcome]}`,
  );
  return `${counted}${words.dash}${items.join(words.join)}`;
}
