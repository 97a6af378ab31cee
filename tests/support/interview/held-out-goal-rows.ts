/**
 * Test support for the goal reader's held-out sets (not a test file): the row a held-out goal is
 * written as, and the one check each set runs on every row, so a set's file holds only its rows.
 * Two kinds of row: the exact reading a person gives (`GoalRow`), and patterns the reading must
 * match (`GoalPatternRow`, for sets whose subject may be said more than one way).
 */
import { expect, it } from "vitest";
import type { Difficulty } from "@/lib/course-outline";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { PurposeKind } from "@/lib/ai/offline/knowledge/goal-reading/types";

/** What a person reads in a goal: the subject, and the level, purpose, deadline and budget when stated. */
export interface GoalRow {
  goal: string;
  subject: string;
  level?: Difficulty;
  purpose?: PurposeKind;
  deadline?: string;
  /** Minutes a week the learner says they have. */
  budget?: number;
  /** Whether the goal only asks for a course from attached material. */
  fromMaterial?: boolean;
  /** What a stated level is about, when it is another skill than the subject ("used Python for years"). */
  about?: string;
}

/** The checks a held-out set runs on top of the reading itself. */
export interface GoalChecks {
  /** Every fact read is the learner's own words, and the goal asks for a course from material only when the row says so. */
  ownWords?: boolean;
  /** A purpose is never the course's outcome ("Job", "工作"): the outcome must not match this ... */
  notOutcome?: RegExp;
  /** ... on rows with this purpose (every row when left out). */
  notOutcomeWhen?: PurposeKind;
}

/** One test per row (titled by its goal): the subject and level exactly, the rest when the row states it. */
export function itReadsEachGoal(rows: GoalRow[], checks: GoalChecks = {}) {
  it.each(rows)("$goal", (row) => {
    const reading = readGoal(row.goal);
    expect(reading.subject).toBe(row.subject);
    expect(reading.level?.level ?? null).toBe(row.level ?? null);
    if (row.purpose) expect(reading.purpose?.kind).toBe(row.purpose);
    if (checks.notOutcome && (!checks.notOutcomeWhen || row.purpose === checks.notOutcomeWhen))
      expect(reading.outcome?.value ?? "").not.toMatch(checks.notOutcome);
    if (row.deadline) expect(reading.deadline?.value).toBe(row.deadline);
    if (row.budget) expect(reading.budget?.minutesPerWeek).toBe(row.budget);
    if (row.about) expect(reading.level?.about).toBe(row.about);
    expectWholeWords(row.goal, reading);
    if (!checks.ownWords) return;
    expect(reading.fromMaterial).toBe(row.fromMaterial ?? false);
    for (const found of [reading.level, reading.purpose, reading.deadline, reading.budget, reading.background]) {
      if (found) expect(row.goal).toContain(found.evidence);
    }
  });
}

/** A goal that only asks for a course from attached material: no subject of its own, maybe a level or purpose. */
export interface MaterialGoalRow {
  goal: string;
  level?: "beginner";
  purpose?: PurposeKind;
}

/** One test per row: read as a request for a course from material, with no subject, and the stated level and purpose. */
export function itReadsEachMaterialGoal(rows: MaterialGoalRow[]) {
  it.each(rows)("$goal", (row) => {
    const reading = readGoal(row.goal);
    expect(reading.fromMaterial).toBe(true);
    expect(reading.subject).toBe("");
    expect(reading.level?.level ?? null).toBe(row.level ?? null);
    if (row.purpose) expect(reading.purpose?.kind).toBe(row.purpose);
  });
}

/** What a person reads, as patterns: the subject must match; a field left out is not checked. */
export interface GoalPattern {
  subject: RegExp;
  level?: Difficulty;
  /** A job interview is both an assessment and a work purpose: either reading is a person's. */
  purpose?: PurposeKind | PurposeKind[];
  deadline?: boolean;
  budget?: boolean;
}
export type GoalPatternRow = [goal: string, want: GoalPattern];

/** One test per row (titled by its goal): the reading matches the row's patterns. */
export function itReadsEachGoalAsPattern(rows: GoalPatternRow[]) {
  it.each(rows)("%s", (text, want) => {
    const reading = readGoal(text);
    expect(reading.subject).toMatch(want.subject);
    if (want.level) expect(reading.level?.level).toBe(want.level);
    if (want.purpose) expect([want.purpose].flat()).toContain(reading.purpose?.kind);
    if (want.deadline !== undefined) expect(reading.deadline !== null).toBe(want.deadline);
    if (want.budget !== undefined) expect(reading.budget !== null).toBe(want.budget);
    expectWholeWords(text, reading);
  });
}

/** Each fact read that is the learner's words ends where a word of the goal ends ("make my own q" was a purpose once). */
export function expectWholeWords(goal: string, reading: ReturnType<typeof readGoal>) {
  for (const found of [reading.purpose, reading.background, reading.outcome, reading.struggle, reading.deadline, reading.budget]) {
    const at = found?.value ? goal.indexOf(found.value) : -1;
    if (at < 0) continue;
    expect(`${found!.value}|${goal.slice(at + found!.value.length)}`).not.toMatch(/[A-Za-z]\|[A-Za-z]/);
  }
}
