import { BRIEF_PHRASES, joinQuoted } from "./content/brief-phrases";
import type { MaterialView, SearchOutcome } from "./parse-blocks";
import { cleanUserText, clip, interpolate } from "@/lib/ai/offline/text/text-utils";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";
import type { Locale } from "@/lib/i18n/locales";
import { WRITING } from "@/lib/i18n/writing";

/** Same shape as researchFindingsSchema in features/interview (lib may not import it). */
export interface OfflineFindings {
  summary: string;
  currentState: string;
  trends: string[];
  learningPath: string[];
  prerequisites: string[];
  commonGoals: string[];
  sourceUrls: string[];
}

export interface BriefRequest {
  topic: string;
  focus: string | null;
  language: Locale;
}

/** How many search results the brief cites; each one cited is named in currentState. */
const MAX_CITED = 3;
const MAX_STAGES = 10;

/** "2.1 The Calvin cycle", "Chapter 3: Light", "Week 2. Elasticity", "II. BACKGROUND", "第二节 光反应", "一、概述" → the section's name. */
export function stageOfHeading(heading: string): string {
  const name = cleanUserText(heading)
    .replace(/^(?:chapter|part|unit|lesson|module|section|lecture|week|session|topic)\s+(?:[0-9]+|[ivxlc]+)\b\s*[:.\-–—]?\s*/i, "")
    .replace(/^[IVXL]{1,6}\.\s+/, "")
    .replace(/^第\s*[0-9一二三四五六七八九十百零〇两]+\s*[章篇部节課课]\s*[:：、.]?\s*/u, "")
    .replace(/^(?:[（(][一二三四五六七八九十百零〇两]+[）)]|[一二三四五六七八九十百零〇两]+\s*[、．.])\s*/u, "")
    .replace(/^\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+/, "")
    .trim();
  return clip(name || cleanUserText(heading), 200);
}

/** The material's sections, in order, as the learning path (null when it has no usable structure). */
function materialStages(material: readonly MaterialView[]): string[] | null {
  const seen = new Set<string>();
  const stages = material
    .flatMap((document) => document.headings.map(stageOfHeading))
    .filter((stage) => stage.length > 0 && !seen.has(stage.toLowerCase()) && seen.add(stage.toLowerCase()))
    .slice(0, MAX_STAGES);
  return stages.length >= 2 ? stages : null;
}

/**
 * The honest core of the offline researcher. Content comes from the topic-kind
 * templates; the web only contributes what a search actually returned (titles, a
 * snippet, their URLs). `searches` is null when no search tool was available.
 * With attached `material`, the learning path is the material's own sections.
 */
export function composeFindings(
  request: BriefRequest,
  searches: readonly SearchOutcome[] | null,
  material: readonly MaterialView[] = [],
): OfflineFindings {
  const { language: lang } = request;
  const phrases = BRIEF_PHRASES[lang];
  const knowledge = topicKnowledge(request.topic, lang);
  const focus = request.focus ? clip(cleanUserText(request.focus), 80) : null;

  const results = (searches ?? []).flatMap((search) => search.results);
  const seen = new Set<string>();
  const cited = results.filter((result) => !seen.has(result.url) && seen.add(result.url)).slice(0, MAX_CITED);
  const webAccess = (searches ?? []).some((search) => search.webAccess);

  let webNote: string;
  if (cited.length > 0) {
    const titles = joinQuoted(
      cited.map((result) => clip(cleanUserText(result.title), 80)),
      lang,
    );
    webNote = interpolate(phrases.found, { titles }, lang);
    const snippet = cited.find((result) => result.snippet)?.snippet;
    if (snippet)
      webNote += ` ${interpolate(phrases.snippet, { snippet: clip(cleanUserText(snippet), 160).replace(/[.。!！?？]+$/u, "") }, lang)}`;
  } else {
    webNote = webAccess ? phrases.noResults : phrases.offline;
  }

  const fromMaterial = materialStages(material);
  const stages = fromMaterial ?? [...knowledge.stages];
  const goals = [...knowledge.commonGoals];
  if (focus && !fromMaterial) {
    // The learner's chosen direction becomes its own stage just before the capstone.
    stages.splice(stages.length - 1, 0, interpolate(phrases.focusStage, { focus }, lang));
    if (stages.length > 7) stages.splice(stages.length - 3, 1);
  }
  if (focus) goals.unshift(interpolate(phrases.focusGoal, { focus }, lang));

  const sep = WRITING[lang].wordGap;
  const titles = joinQuoted(
    material.map((document) => clip(cleanUserText(document.title), 80)),
    lang,
  );
  const materialNote =
    material.length === 0 ? "" : interpolate(fromMaterial ? phrases.materialSummary : phrases.materialUnstructured, { titles }, lang);
  const summary = [materialNote, knowledge.summary, focus ? interpolate(phrases.focusSummary, { focus }, lang) : ""]
    .filter(Boolean)
    .join(sep);

  return {
    summary: clip(summary, 1200),
    currentState: clip(`${webNote}${WRITING[lang].wordGap}${knowledge.currentState}`, 800),
    trends: knowledge.trends.slice(0, 6).map((trend) => clip(trend, 200)),
    learningPath: stages.map((stage) => clip(stage, 200)),
    prerequisites: knowledge.prerequisites.map((item) => clip(item, 200)),
    commonGoals: goals.slice(0, 4).map((goal) => clip(goal, 200)),
    sourceUrls: cited.map((result) => result.url),
  };
}

/** A readable version of the brief for turns where tools are switched off. */
export function briefAsText(request: BriefRequest, findings: OfflineFindings): string {
  const phrases = BRIEF_PHRASES[request.language];
  const sep = WRITING[request.language].wordGap;
  const path = findings.learningPath.join(" → ");
  return [
    interpolate(phrases.textIntro, { topic: topicKnowledge(request.topic, request.language).topic }, request.language),
    findings.summary,
    interpolate(phrases.textPath, { path }, request.language),
    findings.currentState,
  ].join(sep);
}
