import { type ChapterRequestBlock } from "../contract";
import { chapterShape, type ChapterShape } from "./chapter-shape";
import { materialSection } from "./material-section";
import { stageTerms } from "./stage-terms";
import { blockquote, bulletList, codeBlock, heading, numberedList, prose, scenarioBody, type Fill } from "./chapter-markdown";
import { codeSampleFor } from "./content/chapter-code";
import type { ChapterPhrases } from "./content/chapter-phrase-types";
import type { ScenarioTable } from "./content/chapter-scenario-types";
import { CHAPTER_PHRASES_EN } from "./content/chapter-phrases-en";
import { CHAPTER_PHRASES_ZH } from "./content/chapter-phrases-zh";
import { CHAPTER_SCENARIOS_EN } from "./content/chapter-scenarios-en";
import { CHAPTER_SCENARIOS_ZH } from "./content/chapter-scenarios-zh";
import { isGiven } from "@/lib/ai/offline/knowledge/profile-signals";
import { cleanUserText, interpolate, quote } from "@/lib/ai/offline/text/text-utils";
import { classifyTopic, type TopicKind } from "@/lib/ai/offline/knowledge/topic-kind";
import { topicLabel } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

const PHRASES: Record<Locale, ChapterPhrases> = { en: CHAPTER_PHRASES_EN, zh: CHAPTER_PHRASES_ZH };
const SCENARIOS: Record<Locale, ScenarioTable> = { en: CHAPTER_SCENARIOS_EN, zh: CHAPTER_SCENARIOS_ZH };

/** The length a readable chapter has: long enough to teach, short enough to finish in one sitting. */
export const CHAPTER_MIN_CHARS = 1500;
export const CHAPTER_MAX_CHARS = 6000;

/** Optional sections, in the order they are dropped when a chapter runs long (least essential first). */
type Optional = "yourTurn" | "why" | "keyTerms" | "pitfalls" | "summary";
const DROP_ORDER: readonly Optional[] = ["yourTurn", "why", "keyTerms", "pitfalls", "summary"];

interface Section {
  text: string;
  optional?: Optional;
}

function kindOf(request: ChapterRequestBlock): TopicKind {
  const kind = classifyTopic(request.topic);
  return kind === "general" ? classifyTopic(`${request.courseTitle} ${request.moduleTitle} ${request.title}`) : kind;
}

function introSection(request: ChapterRequestBlock, shape: ChapterShape, p: ChapterPhrases, fill: Fill): string {
  const { profile, previousTitle, nextTitle } = request;
  const place = previousTitle && nextTitle ? "middle" : nextTitle ? "first" : previousTitle ? "last" : "only";
  const style = shape.exampleFirst
    ? "handsOn"
    : shape.style.conceptsFirst
      ? "conceptsFirst"
      : shape.style.quizzes
        ? "quizzes"
        : shape.style.examples
          ? "examples"
          : null;
  const sentences = [
    fill(shape.level ? p.background[shape.level] : p.background.none),
    fill(isGiven(profile.targetOutcome) ? p.outcome.given : p.outcome.none),
    fill(p.place[place]),
    style ? fill(p.style[style]) : "",
  ].filter(Boolean);
  return [
    heading(1, cleanUserText(request.title) || "…"),
    fill(p.meta),
    fill(p.goal),
    sentences.join(WRITING[request.language].wordGap),
  ].join("\n\n");
}

function exampleSection(request: ChapterRequestBlock, kind: TopicKind, p: ChapterPhrases, fill: Fill, second: boolean): string {
  const title = heading(2, second ? p.another.title : p.example.title);
  if (kind === "software") {
    const sample = codeSampleFor([request.topic, request.courseTitle, request.moduleTitle, request.title]);
    const code = second
      ? sample.variation
      : interpolate(sample.main, { title: cleanUserText(request.title), ...p.codeComments }, request.language);
    const body = [second ? fill(p.another.codeIntro) : fill(p.example.codeIntro), codeBlock(sample.fence, code)];
    if (second) body.push(fill(p.another.after));
    else body.push(heading(3, p.example.walkthroughTitle), bulletList(p.example.walkthrough, fill));
    return [title, ...body].join("\n\n");
  }
  const scenarios = SCENARIOS[request.language][kind];
  const intro = second ? p.another.scenarioIntro : p.example.scenarioIntro;
  const tail = second ? [fill(p.another.after)] : [];
  return [title, fill(intro), scenarioBody(scenarios[second ? 1 : 0], fill), ...tail].join("\n\n");
}

function quickCheck(index: number, p: ChapterPhrases, fill: Fill): string {
  const item = p.quickCheck[index % p.quickCheck.length];
  return item ? blockquote(`**${p.quickCheckLabel}** ${fill(item.q)}\n*${p.answerLabel} ${fill(item.a)}*`) : "";
}

function selfCheckSection(p: ChapterPhrases, fill: Fill): string {
  const { selfCheck } = p;
  return [
    heading(2, selfCheck.title),
    fill(selfCheck.intro),
    numberedList(selfCheck.questions, fill),
    heading(3, selfCheck.answersTitle),
    numberedList(selfCheck.answers, fill),
  ].join("\n\n");
}

function rewriteNote(request: ChapterRequestBlock, shape: ChapterShape, p: ChapterPhrases, fill: Fill): string | null {
  if (!shape.rewrite) return null;
  const notes = [shape.deeper && p.rewrite.deeper, shape.gentler && p.rewrite.gentler, shape.rewrite.examples && p.rewrite.examples].filter(
    (note): note is string => typeof note === "string",
  );
  return blockquote((notes.length > 0 ? notes : [p.rewrite.other]).map(fill).join(WRITING[request.language].wordGap));
}

/**
 * The module's own terms, defined (./stage-terms), whatever the learner's level: what the chapter
 * teaches that its course's other modules do not, and what its practice asks about. A module with
 * none keeps the general key-terms section for the learners who get it.
 */
function keyTermsSection(request: ChapterRequestBlock, shape: ChapterShape, p: ChapterPhrases, fill: Fill): Section[] {
  const terms = stageTerms(request);
  if (terms.length === 0) return shape.keyTerms ? [{ text: prose(p.keyTerms, fill), optional: "keyTerms" }] : [];
  const bullets = terms.map(([term, definition]) => interpolate(p.termLine, { term, definition }, request.language));
  // Titled by the module: each module's list is its own, so is the question asking for its points.
  return [{ text: prose({ ...p.keyTerms, title: p.termsTitle, bullets }, fill) }];
}

/** `pad` adds the optional explanations a short chapter (terse language, no profile) would otherwise miss. */
function sections(request: ChapterRequestBlock, p: ChapterPhrases, fill: Fill, pad: boolean): Section[] {
  // The learner's own material, quoted, takes the place of the general explanations and comes
  // before the general example: it is what they study.
  const fromMaterial = materialSection(request.material ?? [], request.language);
  const chosen = chapterShape(request);
  const base = fromMaterial ? { ...chosen, exampleFirst: false } : chosen;
  const shape = pad ? { ...base, keyTerms: true, why: true, yourTurn: true } : base;
  const kind = kindOf(request);
  const check = (index: number) => (shape.quickChecks ? `\n\n${quickCheck(index, p, fill)}` : "");
  const ideas: Section[] = fromMaterial
    ? [{ text: fromMaterial + check(1) }]
    : [
        { text: prose(p.ideas, fill) + check(0) },
        ...keyTermsSection(request, shape, p, fill),
        ...(shape.why ? [{ text: prose(p.why, fill), optional: "why" as const }] : []),
        { text: [heading(2, fill(p.steps.title)), fill(p.steps.intro), numberedList(p.steps.items, fill)].join("\n\n") + check(1) },
      ];
  const examples: Section[] = [
    { text: exampleSection(request, kind, p, fill, false) + check(2) },
    ...(shape.secondExample ? [{ text: exampleSection(request, kind, p, fill, true) }] : []),
    ...(shape.yourTurn ? [{ text: prose(p.yourTurn, fill), optional: "yourTurn" as const }] : []),
  ];
  const note = rewriteNote(request, shape, p, fill);
  return [
    { text: introSection(request, shape, p, fill) },
    ...(note ? [{ text: note }] : []),
    ...(shape.gentler ? [{ text: prose(p.gentler, fill) }] : []),
    ...(shape.exampleFirst ? [...examples, ...ideas] : [...ideas, ...examples]),
    // "Most trouble with X comes from …", "X boils down to …": claims about the subject the material makes instead.
    ...(fromMaterial ? [] : [{ text: prose(p.pitfalls, fill), optional: "pitfalls" as const }]),
    ...(shape.deeper ? [{ text: prose(p.deeper, fill) }] : []),
    ...(fromMaterial ? [] : [{ text: prose(p.summary, fill), optional: "summary" as const }]),
    { text: selfCheckSection(p, fill) },
  ];
}

/** "Lab: Pods and Deployments" → "Pods and Deployments": the outline's chapter-kind prefix reads badly mid-sentence. */
function subjectOf(title: string): string {
  const match = /^[^:：]{1,24}[:：]\s*(.{3,})$/u.exec(title);
  return match?.[1] ?? title;
}

/**
 * Writes one chapter as markdown from the chapter-request block: a title, an
 * intro tied to the objective and the learner, explanation sections, a worked
 * example (code for technical topics, a concrete scenario otherwise) and a
 * self-check, all in the request's language. Deterministic.
 */
export function composeChapter(request: ChapterRequestBlock): string {
  const lang = request.language;
  const p = PHRASES[lang];
  const { profile } = request;
  const optionalQuote = (text: string | null, max: number) => (text ? quote(text, lang, max) : "");
  const vars: Record<string, string> = {
    topic: topicLabel(request.topic),
    title: quote(subjectOf(request.title), lang, 140),
    module: quote(request.moduleTitle, lang, 140),
    /** The meta line names the module plainly; everywhere else it is quoted. */
    moduleName: cleanUserText(request.moduleTitle).replace(/[*_`]/g, ""),
    objective: request.objective,
    background: isGiven(profile.background) ? quote(profile.background, lang, 120) : "",
    outcome: isGiven(profile.targetOutcome) ? quote(profile.targetOutcome, lang, 120) : "",
    style: isGiven(profile.cognitiveStyle) ? quote(profile.cognitiveStyle, lang, 80) : "",
    previous: optionalQuote(request.previousTitle, 140),
    next: optionalQuote(request.nextTitle, 140),
    reason: optionalQuote(request.rewriteReason, 120),
    n: String(request.chapterNumber),
    total: String(request.chapterCount),
    minutes: String(request.minutes),
  };
  const fill: Fill = (template) => interpolate(template, vars, lang);
  const render = (list: Section[]) => list.map((section) => section.text).join("\n\n") + "\n";
  const plain = sections(request, p, fill, false);
  let kept = render(plain).length < CHAPTER_MIN_CHARS ? sections(request, p, fill, true) : plain;
  for (const optional of DROP_ORDER) {
    if (render(kept).length <= CHAPTER_MAX_CHARS) break;
    kept = kept.filter((section) => section.optional !== optional);
  }
  return render(kept);
}
