import type { CurriculumRequestBlock } from "../contract";
import { describePlacement } from "../lib/placement";
import { LEVEL_PHRASES } from "./content/level-phrases";
import { OUTLINE_PHRASES } from "./content/outline-phrases";
import type { CourseLevel } from "./learner-level";
import { statedPurpose, withPurpose } from "./purpose-wording";
import { isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import { clip, interpolate, sentenceStart, tidyAnswer } from "@/lib/ai/offline/text/text-utils";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/** A typed outcome longer than this is a sentence, never a title. */
const SENTENCE_LONG: Record<Locale, number> = { en: 60, zh: 24 };

const squeezed = (text: string) => text.replace(/\s+/g, "");

function restatesPurpose(name: string, purpose: { value: string; evidence: string }): boolean {
  const clause = squeezed(purpose.evidence);
  return clause.includes(squeezed(name)) || clause.replace(squeezed(purpose.value), "").includes(squeezed(name));
}

/** The capstone is named after the outcome, not after the learner's whole sentence ("help me prepare for…"). */
/**
 * `goalWords`: the learner's own goal sentences, first the one they typed ("learn Spanish for my trip to
 * Mexico in March"), then the subject: a purpose stated in them names the capstone, or is carried by the
 * outcome it is named after ("… on your trip").
 */
export function outcomeName(
  targetOutcome: string | null,
  lang: Locale,
  knowledge: TopicKnowledge,
  goalWords: readonly (string | null)[],
): string {
  const reading = isGiven(targetOutcome) ? readGoal(targetOutcome) : null;
  const purpose = reading?.purpose ?? statedPurpose(goalWords.filter((words): words is string => isGiven(words)));
  let name = reading?.outcome?.value ?? null;
  // "考CPA", "pass my STAT101 final": an outcome that only restates the purpose is the purpose, never a capstone title;
  // so is what is left of the clause once the purpose is cut out of it ("准备与X相关的面试或认证" → "准备与X相关的 或认证").
  if (name && reading?.purpose && restatesPurpose(name, reading.purpose)) name = null;
  // A typed sentence is not a title: when nothing names an outcome in it, the subject's own capstone stands.
  // An outcome typed or chosen on a card names the capstone, unless it only states a purpose ("for my job").
  if (!name && isGiven(targetOutcome) && !reading?.purpose && tidyAnswer(targetOutcome).length <= SENTENCE_LONG[lang]) name = targetOutcome;
  // "for my job" is a purpose: the capstone says what it means for the subject, never "Job".
  const byPurpose = !name && purpose !== null;
  if (!name && purpose) name = interpolate(LEVEL_PHRASES[lang].purposeCapstone[purpose.kind], { topic: knowledge.topic }, lang);
  // The purpose stays with whatever outcome names the capstone: "Hold a 10-minute conversation in Spanish on your trip".
  const named = name && !byPurpose && !reading?.purpose ? withPurpose(name, purpose, lang) : (name ?? knowledge.outcome);
  const tidy = clip(tidyAnswer(named), 90);
  return WRITING[lang].cased ? sentenceStart(tidy) : tidy;
}

/** What the placement check showed, for the rationale (both levels are kept with the course). */
export function placementSentence(request: CurriculumRequestBlock, level: CourseLevel, lang: Locale): string {
  const results = request.placement?.results ?? [];
  if (results.length === 0 || !level.checked) return "";
  const phrases = LEVEL_PHRASES[lang];
  const graded = results.some((result) => !result.outcome.startsWith("self-"));
  const vars = { summary: describePlacement(results, lang), level: phrases.levels[level.difficulty] };
  if (!graded) return interpolate(level.checked === level.difficulty ? phrases.placementSelf : phrases.placementSelfKept, vars, lang);
  const differs =
    level.stated && level.stated !== level.checked
      ? interpolate(phrases.statedDiffers, { stated: phrases.levels[level.stated] }, lang)
      : "";
  return interpolate(phrases.placementGraded, vars, lang) + differs;
}

/**
 * What the learner said of their background and where the course starts. Where it starts follows the
 * depth chosen; when the placement check chose another depth than their words, both are said ("… as
 * “Starting from zero”, but your placement answers showed advanced level, so the course builds on …").
 */
export function startSentence(
  parts: { background: string | null; skipped: string[]; level: CourseLevel; start: "skipped" | "wholeMaterial" | "fundamentals" },
  lang: Locale,
): string {
  const r = OUTLINE_PHRASES[lang].rationale;
  const { background, skipped, level } = parts;
  const checkLed = level.checked !== null && level.difficulty !== level.said;
  return [
    background ? interpolate(r.said, { background }, lang) : r.unsaid,
    checkLed ? interpolate(r.butChecked, { level: LEVEL_PHRASES[lang].levels[level.difficulty] }, lang) : "",
    interpolate(r[parts.start], { skipped: skipped.join(OUTLINE_PHRASES[lang].listJoin) }, lang),
  ].join("");
}
