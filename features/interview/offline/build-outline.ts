import { type CurriculumRequestBlock } from "../contract";
import { OUTLINE_PHRASES } from "./content/outline-phrases";
import {
  emphasisSignals,
  isGiven,
  isNonAnswer,
  isProfileSummary,
  styleFlags,
  type EmphasisSignals,
  type StyleFlags,
} from "@/lib/ai/offline/knowledge/profile-signals";
import type { Difficulty } from "@/lib/course-outline";
import { planPace, readGoal, withMinutes, type Pace } from "@/lib/ai/offline/knowledge/goal-reading";
import { cleanUserText, clip, interpolate, lowerFirst, quote, sentenceStart, tidyAnswer } from "@/lib/ai/offline/text/text-utils";
import { courseLevel } from "./learner-level";
import { outcomeName, placementSentence, startSentence } from "./outline-wording";
import { topicKnowledge, type TopicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/** Same shape as courseOutlineSchema in features/interview (lib may not import it). */
export interface OfflineChapter {
  title: string;
  objective: string;
  snippet: string;
  minutes: number;
}
export interface OfflineModule {
  title: string;
  chapters: OfflineChapter[];
}
export interface OfflineOutline {
  title: string;
  description: string;
  difficulty: Difficulty;
  estimatedMinutes: number;
  designRationale: string;
  modules: OfflineModule[];
}

type ChapterKind = "concept" | "example" | "lab" | "check";

const MINUTES: Record<ChapterKind, number> = { concept: 20, example: 25, lab: 40, check: 15 };
const CAPSTONE = /capstone|project|综合|项目|毕业/i;
/** Foundation stages a learner with this background has already covered. */
const SKIP: Record<Difficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const MAX_CORE_MODULES = 5;
const MAX_MATERIAL_MODULES = 7;

const LEVELS: readonly Difficulty[] = ["beginner", "intermediate", "advanced"];

function adjustDifficulty(base: Difficulty, wish: EmphasisSignals): Difficulty {
  if (wish.simpler) return "beginner";
  if (wish.deeper) return LEVELS[Math.min(LEVELS.indexOf(base) + 1, LEVELS.length - 1)] ?? base;
  return base;
}

/** Chapter order follows the learner's style: hands-on learners start in the lab, others with the ideas. */
function chapterKinds(flags: StyleFlags): ChapterKind[] {
  const kinds: ChapterKind[] = flags.handsOn && !flags.conceptsFirst ? ["lab", "concept"] : ["concept", "lab"];
  if (flags.examples) kinds.splice(1, 0, "example");
  if (flags.quizzes) kinds.push("check");
  return kinds.slice(0, 4);
}

const followsMaterial = ({ research }: CurriculumRequestBlock) =>
  (research?.material?.length ?? 0) > 0 && (research?.learningPath.length ?? 0) >= 2;

/** The research brief's path when there is one (it may come from a real web search), else the templates. */
function learningStages(request: CurriculumRequestBlock, knowledge: TopicKnowledge): string[] {
  const fromBrief = (request.research?.learningPath ?? []).map((stage) => sentenceStart(clip(cleanUserText(stage), 90))).filter(Boolean);
  // Two sections of the learner's document are its structure; a generic brief needs three to beat the templates.
  const stages = fromBrief.length >= (followsMaterial(request) ? 2 : 3) ? fromBrief : knowledge.stages;
  const last = stages.at(-1);
  // The outline builds its own capstone around the learner's outcome.
  return last && CAPSTONE.test(last) ? stages.slice(0, -1) : stages;
}

/** "Listening and speaking: everyday conversations" → "Everyday conversations": keeps "Lab: …" titles free of a second colon. */
function shortStage(stage: string, lang: Locale): string {
  const parts = stage.split(/[:：]\s*/);
  const tail = parts.at(-1) ?? stage;
  const short = parts.length > 1 && tail.length >= 6 ? tail : stage;
  return clip(WRITING[lang].cased ? sentenceStart(short) : short, 80);
}

function buildModule(stage: string, kinds: ChapterKind[], lang: Locale, knowledge: TopicKnowledge): OfflineModule {
  const chapters = OUTLINE_PHRASES[lang].chapters;
  const vars = { stage: shortStage(stage, lang), module: clip(stage, 100), topic: knowledge.topic, handsOn: knowledge.handsOn };
  return {
    title: clip(stage, 140),
    chapters: kinds.map((kind) => ({
      title: clip(interpolate(chapters[kind].title, vars, lang), 140),
      objective: clip(interpolate(chapters[kind].objective, vars, lang), 300),
      snippet: clip(interpolate(chapters[kind].snippet, vars, lang), 400),
      minutes: MINUTES[kind],
    })),
  };
}

function capstoneModule(outcome: string, lang: Locale, knowledge: TopicKnowledge): OfflineModule {
  const phrases = OUTLINE_PHRASES[lang].capstone;
  const vars = { outcome, topic: knowledge.topic, handsOn: knowledge.handsOn };
  const chapter = (template: { title: string; objective: string; snippet: string }, minutes: number) => ({
    title: clip(interpolate(template.title, vars, lang), 140),
    objective: clip(interpolate(template.objective, vars, lang), 300),
    snippet: clip(interpolate(template.snippet, vars, lang), 400),
    minutes,
  });
  return {
    title: clip(interpolate(phrases.module, vars, lang), 140),
    chapters: [chapter(phrases.plan, 20), chapter(phrases.build, 60), chapter(phrases.review, 20)],
  };
}

/** The time the learner gave — from the goal or any answer — as a pace for the course. */
function paceOf(request: CurriculumRequestBlock): Pace | null {
  const { profile } = request;
  const readings = [request.topic, profile.targetOutcome, profile.goal, profile.background].filter(isGiven).map(readGoal);
  const deadline = readings.find((reading) => reading.deadline)?.deadline ?? null;
  const budget = readings.find((reading) => reading.budget)?.budget ?? null;
  // Sized against a typical full course (five modules of four chapters), before the outline exists.
  return planPace(5 * (MINUTES.concept + MINUTES.example + MINUTES.lab + MINUTES.check) + 100, deadline, budget);
}

function paceSentence(pace: Pace, request: CurriculumRequestBlock, lang: Locale): string {
  const phrases = OUTLINE_PHRASES[lang].rationale;
  const deadline = [request.topic, request.profile.targetOutcome, request.profile.goal]
    .filter(isGiven)
    .map((text) => readGoal(text).deadline)
    .find(Boolean);
  const vars = {
    deadline: deadline ? quote(deadline.value, lang, 40) : "",
    weeks: String(pace.weeks ?? ""),
    perWeek: String(pace.minutesPerWeek ?? ""),
  };
  const template = pace.weeks && pace.minutesPerWeek ? (deadline ? phrases.paceDeadline : phrases.paceBudget) : phrases.paceOpen;
  return interpolate(template, vars, lang) + (pace.compact ? phrases.paceCompact : "");
}

function styleSentence(style: string | null, flags: StyleFlags, lang: Locale, handsOn: string): string {
  const phrases = OUTLINE_PHRASES[lang].rationale;
  if (!isGiven(style)) return phrases.noStyle;
  const key =
    flags.handsOn && !flags.conceptsFirst
      ? "handsOn"
      : flags.conceptsFirst
        ? "conceptsFirst"
        : flags.quizzes
          ? "quizzes"
          : flags.examples
            ? "examples"
            : "otherStyle";
  return interpolate(phrases[key], { style: quote(style, lang, 100), handsOn }, lang);
}

/**
 * Turns a curriculum request into an outline. The shape follows the learner:
 * background decides where it starts, the outcome becomes the capstone, and the
 * learning style decides the order and kind of chapters in every module.
 */
export function composeOutline(given: CurriculumRequestBlock): OfflineOutline {
  // "idk", "随便", "同上": an answer that says nothing is no answer, never a capstone called "Idk" nor a level.
  const answered = (value: string | null) => (isNonAnswer(value) ? null : value);
  const answers = { ...given.profile };
  for (const field of ["goal", "background", "targetOutcome", "cognitiveStyle"] as const) answers[field] = answered(answers[field]);
  const request = { ...given, profile: answers };
  const lang = request.language;
  const phrases = OUTLINE_PHRASES[lang];
  const knowledge = topicKnowledge(request.topic, lang);
  const { profile } = request;
  // A learner's explicit wishes (usually a redesign request) override what the profile implies.
  const wish = emphasisSignals(request.emphasis);
  const level = courseLevel(request, knowledge);
  const difficulty = adjustDifficulty(level.difficulty, wish);
  const style = styleFlags(profile.cognitiveStyle);
  const pace = paceOf(request);
  const shorter = wish.shorter || pace?.compact === true;
  // An exam is passed by practising its questions: every module ends with a check.
  const examOutcome = [profile.targetOutcome, request.topic].filter(isGiven).some((text) => readGoal(text).exam !== null);
  const flags: StyleFlags = {
    handsOn: style.handsOn || wish.practice,
    conceptsFirst: style.conceptsFirst && !wish.practice,
    quizzes: style.quizzes || wish.quizzes || examOutcome,
    examples: style.examples || wish.examples,
  };

  const stages = learningStages(request, knowledge);
  // The learner's own material is the course: none of its sections is skipped, and more of them fit.
  const skip = followsMaterial(request) ? 0 : Math.max(0, Math.min(SKIP[difficulty], stages.length - 2));
  const core = stages.slice(skip, skip + (shorter ? 3 : followsMaterial(request) ? MAX_MATERIAL_MODULES : MAX_CORE_MODULES));
  const outcome = outcomeName(profile.targetOutcome, lang, knowledge, [profile.goal, request.topic]);

  const kinds = chapterKinds(flags).slice(0, shorter ? 2 : 4);
  const modules = [...core.map((stage) => buildModule(stage, kinds, lang, knowledge)), capstoneModule(outcome, lang, knowledge)];
  const estimatedMinutes = modules.reduce((sum, unit) => sum + unit.chapters.reduce((total, ch) => total + ch.minutes, 0), 0);

  const vars = { topic: knowledge.topic, n: String(modules.length), outcome: clip(outcome, 120) };
  const title = interpolate(phrases.titles[difficulty], vars, lang);
  // A document is followed whole, so nothing is skipped; past the basics the course still builds on them.
  const buildsOn = skip > 0 || (followsMaterial(request) && difficulty !== "beginner");
  let description = interpolate(buildsOn ? phrases.description.buildOn : phrases.description.fromScratch, vars, lang);
  if (isGiven(profile.goal)) {
    description += phrases.sentenceJoin + interpolate(phrases.description.goal, { goal: clip(tidyAnswer(profile.goal), 200) }, lang);
  }

  const r = phrases.rationale;
  // Without a background answer, the level the learner stated in their goal ("I'm new to Rust") speaks for it.
  const statedWords = readGoal(request.topic).level?.value ?? null;
  const said = isGiven(profile.background) ? profile.background : statedWords;
  const background = said ? quote(tidyAnswer(said), lang, 100) : null;
  const skipped = stages.slice(0, skip).map((stage) => (WRITING[lang].cased ? lowerFirst(clip(stage, 60)) : clip(stage, 60)));
  const sentences = [
    startSentence({ background, skipped, level, start: skip > 0 ? "skipped" : buildsOn ? "wholeMaterial" : "fundamentals" }, lang),
    placementSentence(request, level, lang),
    isGiven(profile.targetOutcome)
      ? interpolate(r.outcome, { outcome: quote(tidyAnswer(profile.targetOutcome), lang, 100) }, lang)
      : interpolate(r.noOutcome, { topic: knowledge.topic }, lang),
    styleSentence(profile.cognitiveStyle, flags, lang, knowledge.handsOn),
    ...(pace ? [paceSentence(withMinutes(pace, estimatedMinutes), request, lang)] : []),
  ];
  // The interviewer's own emphasis just restates the profile; only genuinely extra wishes are echoed.
  if (isGiven(request.emphasis) && !isProfileSummary(request.emphasis)) {
    sentences.push(interpolate(r.emphasis, { emphasis: quote(request.emphasis, lang, 160) }, lang));
  }

  return {
    title: clip(sentenceStart(title), 140),
    description: clip(description, 600),
    difficulty,
    estimatedMinutes,
    designRationale: clip(sentences.filter(Boolean).join(phrases.sentenceJoin), 1200),
    modules,
  };
}

export function outlineAsText(
  outline: Pick<OfflineOutline, "title" | "designRationale"> & { modules: readonly { title: string }[] },
  lang: Locale,
): string {
  const intro = interpolate(OUTLINE_PHRASES[lang].textIntro, { title: outline.title }, lang);
  const lines = outline.modules.map((unit, index) => `${index + 1}. ${unit.title}`);
  return [intro, ...lines, outline.designRationale].join("\n");
}
