import { type CompactResearchBrief } from "../contract";
import { INTERVIEW_PHRASES, type QuestionField } from "./content/interview-phrases";
import { sharedWordsShare } from "../lib/fact-evidence";
import { isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { clip, dedupe, interpolate, lowerFirst } from "@/lib/ai/offline/text/text-utils";
import type { TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";
import { statedPurpose, withPurpose } from "./purpose-wording";
import { cardPurpose, type StatedGoal } from "./stated-goal-card";

/** The parts of a research brief the interviewer draws on; the offline templates fill any gaps. */
export interface BriefView {
  learningPath: string[];
  prerequisites: string[];
  commonGoals: string[];
  trends: string[];
  /** Titles of the documents the learner attached (the course follows them); empty without. */
  material: string[];
}

export function briefView(brief: CompactResearchBrief | null, knowledge: TopicKnowledge): BriefView {
  const prefer = (fromBrief: string[] | undefined, fallback: string[]) => (fromBrief && fromBrief.length > 0 ? fromBrief : fallback);
  return {
    learningPath: prefer(brief?.learningPath, knowledge.stages),
    prerequisites: prefer(brief?.prerequisites, knowledge.prerequisites),
    commonGoals: prefer(brief?.commonGoals, knowledge.commonGoals),
    trends: prefer(brief?.trends, knowledge.trends),
    material: brief?.material ?? [],
  };
}

export interface OptionSet {
  options: string[];
  multiSelect: boolean;
  allowSkip: boolean;
}

interface OptionInput {
  field: QuestionField;
  lang: Locale;
  knowledge: TopicKnowledge;
  brief: BriefView;
  known: Record<string, string | null>;
  /** The outcome or purpose the learner stated with their goal, as a card in their words (./stated-goal-card.ts). */
  stated?: StatedGoal | null;
}

/**
 * Briefs phrase prerequisites as "Comfort with the command line"; inside
 * "I'm comfortable with …" that prefix would repeat, so it is dropped.
 */
/** Han characters say more each, so a Chinese prerequisite is cut shorter. */
const PREREQUISITE_CHARS: Record<Locale, number> = { en: 45, zh: 30 };

function prerequisitePhrase(text: string, lang: Locale): string {
  const stripped = text.replace(
    /^(?:comfort(?:able)? with|familiarity with|basic knowledge of|knowledge of|understanding of|experience with|some)\s+/i,
    "",
  );
  const clipped = clip(stripped, PREREQUISITE_CHARS[lang]);
  return WRITING[lang].cased ? lowerFirst(clipped) : clipped;
}

function backgroundOptions({ lang, knowledge, brief }: OptionInput): string[] {
  const phrases = INTERVIEW_PHRASES[lang].background;
  const [p1, p2] = brief.prerequisites.map((item) => prerequisitePhrase(item, lang));
  const vars = { topic: knowledge.topic, verb: knowledge.practiseVerb, p1: p1 ?? "", p2: p2 ?? "" };
  const fill = (template: string) => interpolate(template, vars, lang);
  return [
    fill(p1 ? phrases.zero : phrases.zeroNoPrereq),
    ...(p1 ? [fill(p2 ? phrases.related : phrases.relatedOne)] : []),
    fill(phrases.dabbled),
    fill(phrases.regular),
  ];
}

function sameAnswer(option: string, answer: string | null): boolean {
  return isGiven(answer) && option.trim().toLowerCase() === answer.trim().toLowerCase();
}

/** "Build a real project with X" beside "Build and ship a real project with X": one says nearly all the other does. */
const NEAR_SAME_SHARE = 0.7;
function nearlySame(one: string, other: string): boolean {
  return sharedWordsShare(one, other) >= NEAR_SAME_SHARE || sharedWordsShare(other, one) >= NEAR_SAME_SHARE;
}

/** Options in order, each dropped when it nearly repeats one before it or the learner's goal. */
function distinctFrom(options: string[], goal: string | null): string[] {
  const kept: string[] = [];
  for (const option of options) {
    if (isGiven(goal) && nearlySame(option, goal)) continue;
    if (!kept.some((earlier) => nearlySame(option, earlier))) kept.push(option);
  }
  return kept;
}

function outcomeOptions({ lang, knowledge, brief, known }: OptionInput): string[] {
  const phrases = INTERVIEW_PHRASES[lang];
  const vars = { topic: knowledge.topic };
  // The goal the learner already picked is not offered again as an outcome.
  const goals = brief.commonGoals.filter((goal) => !sameAnswer(goal, known.goal ?? null));
  const workRelevant = knowledge.kind === "software" || knowledge.kind === "business" || knowledge.kind === "language";
  // "Spanish for my trip to Mexico": the first card is the subject's outcome put to that purpose ("… on your trip").
  const purpose = statedPurpose([known.goal]);
  const picked = [
    ...(purpose ? [withPurpose(knowledge.outcome, purpose, lang)] : []),
    knowledge.outcome,
    ...goals.slice(0, 1),
    ...(workRelevant ? [interpolate(phrases.outcomeWork, vars, lang)] : []),
    ...(knowledge.certifiable ? [interpolate(phrases.outcomeExam, vars, lang)] : []),
  ];
  // Nor anything that nearly repeats it or another option, fallbacks included.
  return distinctFrom([...picked, ...goals.slice(1), ...knowledge.commonGoals], known.goal ?? null);
}

/**
 * The goal cards: what the learner already said they want, in their words, first; then the common goals,
 * less any that means the same (nearly the same words, or the same purpose: "Use Python confidently at
 * work" beside "Automate my Excel reports" for work).
 */
function goalOptions({ knowledge, brief, stated }: OptionInput): string[] {
  const common = [...brief.commonGoals, ...knowledge.commonGoals];
  if (!stated) return common;
  const same = (card: string) => nearlySame(card, stated.card) || (stated.kind !== null && cardPurpose(card) === stated.kind);
  return [stated.card, ...common.filter((card) => !same(card))];
}

/**
 * The goal the learner picked on the goal card when it already is an end point ("Build a real project
 * with SQL"): the outcome the interviewer notes rather than asking "what do you want to be able to do"
 * again. Null when the outcome is known or the goal was typed in the learner's own words.
 */
export function outcomeInGoal(input: Omit<OptionInput, "field">): string | null {
  const goal = input.known.goal ?? null;
  if (isGiven(input.known.targetOutcome ?? null) || !isGiven(goal)) return null;
  // The learner's own stated aim is an end point only when it says what they will do ("做数据分析"), not only why.
  const options = goalOptions({ ...input, field: "goal", stated: input.stated?.outcome ? input.stated : null });
  return options.some((option) => sameAnswer(option, goal)) ? goal.trim() : null;
}

/** 2-4 distinct options of at most 120 characters, padded from fallbacks when a brief is thin. */
function finalise(candidates: string[], fallbacks: readonly string[]): string[] {
  const options = dedupe([...candidates, ...fallbacks].map((option) => clip(option, 120)).filter(Boolean));
  return options.slice(0, 4);
}

export function buildOptions(input: OptionInput): OptionSet {
  const phrases = INTERVIEW_PHRASES[input.lang];
  switch (input.field) {
    case "goal":
      return { options: finalise(goalOptions(input), phrases.general.slice(2)), multiSelect: false, allowSkip: false };
    case "background":
      return { options: finalise(backgroundOptions(input), []), multiSelect: false, allowSkip: false };
    case "targetOutcome":
      return { options: finalise(outcomeOptions(input), phrases.general.slice(2)), multiSelect: false, allowSkip: true };
    case "cognitiveStyle":
      return { options: finalise([...phrases.styles], []), multiSelect: true, allowSkip: true };
    case "general":
      return { options: finalise([...phrases.general], []), multiSelect: false, allowSkip: true };
  }
}
