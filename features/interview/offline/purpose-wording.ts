import { LEVEL_PHRASES } from "./content/level-phrases";
import { readGoal, type PurposeFact } from "@/lib/ai/offline/knowledge/goal-reading";
import { interpolate } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";

/** The purpose the learner's own words state ("for my trip to Mexico", 为了工作), read from the first text that has one. */
export function statedPurpose(texts: readonly (string | null | undefined)[]): PurposeFact | null {
  for (const text of texts) {
    const purpose = text?.trim() ? readGoal(text).purpose : null;
    if (purpose) return purpose;
  }
  return null;
}

/**
 * An outcome put to the learner's purpose: "Hold a 10-minute conversation in Spanish" for a trip becomes
 * "… on your trip" (在旅行中…), so the option cards and the capstone say what the course is for. An
 * outcome that already says it (its own words read as the same purpose) is kept as it is.
 */
export function withPurpose(outcome: string, purpose: PurposeFact | null, lang: Locale): string {
  if (!purpose || !outcome.trim()) return outcome;
  if (readGoal(outcome).purpose?.kind === purpose.kind) return outcome;
  return interpolate(LEVEL_PHRASES[lang].purposeOutcome[purpose.kind], { outcome }, lang);
}
