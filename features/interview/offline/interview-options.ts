import { type CompactResearchBrief } from "../contract";
import { INTERVIEW_PHRASES, type QuestionField } from "./content/interview-phrases";
import { isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { clip, dedupe, interpolate, lowerFirst } from "@/lib/ai/offline/text/text-utils";
import type { TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

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

function outcomeOptions({ lang, knowledge, brief, known }: OptionInput): string[] {
  const phrases = INTERVIEW_PHRASES[lang];
  const vars = { topic: knowledge.topic };
  // The goal the learner already picked is not offered again as an outcome.
  const goals = brief.commonGoals.filter((goal) => !sameAnswer(goal, known.goal ?? null));
  const workRelevant = knowledge.kind === "software" || knowledge.kind === "business" || knowledge.kind === "language";
  const picked = [
    knowledge.outcome,
    ...goals.slice(0, 1),
    ...(workRelevant ? [interpolate(phrases.outcomeWork, vars, lang)] : []),
    ...(knowledge.certifiable ? [interpolate(phrases.outcomeExam, vars, lang)] : []),
  ];
  return [...picked, ...goals.slice(1)];
}

function goalOptions({ knowledge, brief }: OptionInput): string[] {
  return [...brief.commonGoals, ...knowledge.commonGoals];
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
      return { options: finalise(outcomeOptions(input), input.knowledge.commonGoals), multiSelect: false, allowSkip: true };
    case "cognitiveStyle":
      return { options: finalise([...phrases.styles], []), multiSelect: true, allowSkip: true };
    case "general":
      return { options: finalise([...phrases.general], []), multiSelect: false, allowSkip: true };
  }
}
