import { STAGE_TERMS_EN } from "./content/stage-terms-en";
import { STAGE_TERMS_ZH } from "./content/stage-terms-zh";
import type { StageTerm, StageTermTable } from "./content/stage-terms-types";
import type { TopicKind } from "./topic-kind";
import type { Locale } from "@/lib/i18n/locales";

export type { StageTerm, StageTermTable } from "./content/stage-terms-types";

/**
 * The terms of each stage of a subject kind's learning path, true of any subject of the kind
 * (./content/stage-terms-*.ts): the offline chapter writer defines them in the module named after
 * the stage, and the offline interviewer's placement check asks them back from their definitions.
 * Declared once here so both read the same words.
 */
export const STAGE_TERMS: Record<Locale, StageTermTable> = { en: STAGE_TERMS_EN, zh: STAGE_TERMS_ZH };

/** One list of terms per stage of the kind's path, in the path's order (its capstone stage has none). */
export function kindStageTerms(kind: TopicKind, lang: Locale): readonly (readonly StageTerm[])[] {
  return STAGE_TERMS[lang].stages[kind];
}

/** The capstone module's terms: true of any project that reaches an outcome. */
export function capstoneTerms(lang: Locale): readonly StageTerm[] {
  return STAGE_TERMS[lang].capstone;
}
