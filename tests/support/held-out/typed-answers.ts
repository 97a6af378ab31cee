import { describe, expect, it } from "vitest";
import type { CurriculumRequestBlock } from "@/features/interview/contract";
import { composeOutline } from "@/features/interview/offline/build-outline";
import type { Difficulty } from "@/lib/course-outline";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { PurposeKind } from "@/lib/ai/offline/knowledge/goal-reading/types";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { languageOfText } from "@/lib/i18n/text-language";

/** A topic, what the learner typed about what they know, and the level (or levels) a person reads. */
export type LevelRow = [topic: string, background: string, level: Difficulty | Difficulty[]];
/** A topic, what the learner typed about why, and the purpose a person reads. */
export type PurposeRow = [topic: string, outcome: string, purpose: PurposeKind];

/** The offline outline for a typed background or outcome, as the interview's curriculum step makes it. */
export function outlineFor(topic: string, background: string | null, targetOutcome: string | null) {
  const request: CurriculumRequestBlock = {
    language: languageOfText(`${topic} ${background ?? ""} ${targetOutcome ?? ""}`) ?? DEFAULT_LOCALE,
    topic,
    profile: { goal: null, background, targetOutcome, cognitiveStyle: null },
    research: null,
    emphasis: null,
  };
  return composeOutline(request);
}

/**
 * The checks every held-out set of typed answers makes: the outline's level is the one a person
 * reads, and a typed purpose is read as that purpose, never pasted into the capstone.
 */
export function heldOutTypedAnswers(probe: string, backgrounds: readonly LevelRow[], outcomes: readonly PurposeRow[]): void {
  describe(`held-out typed answers, ${probe}: the level a person reads`, () => {
    it.each(backgrounds)("%s / %s", (topic, background, level) => {
      expect([level].flat()).toContain(outlineFor(topic, background, null).difficulty);
    });
  });

  describe(`held-out typed answers, ${probe}: the purpose a person reads`, () => {
    it.each(outcomes)("%s / %s", (topic, outcome, purpose) => {
      expect(readGoal(outcome).purpose?.kind).toBe(purpose);
      const capstone = outlineFor(topic, null, outcome).modules.at(-1)?.title ?? "";
      expect(capstone).not.toContain(outcome);
    });
  });
}
