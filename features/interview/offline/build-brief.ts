import { BRIEF_PHRASES, joinQuoted } from "./content/brief-phrases";
import type { SearchOutcome } from "./parse-blocks";
import { cleanUserText, clip, interpolate, type Lang } from "@/lib/ai/offline/text/text-utils";
import { topicKnowledge } from "@/lib/ai/offline/knowledge/topic-knowledge";

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
  language: Lang;
}

/** How many search results the brief cites; each one cited is named in currentState. */
const MAX_CITED = 3;

/**
 * The honest core of the offline researcher. Content comes from the topic-kind
 * templates; the web only contributes what a search actually returned (titles, a
 * snippet, their URLs). `searches` is null when no search tool was available.
 */
export function composeFindings(request: BriefRequest, searches: readonly SearchOutcome[] | null): OfflineFindings {
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

  const stages = [...knowledge.stages];
  const goals = [...knowledge.commonGoals];
  if (focus) {
    // The learner's chosen direction becomes its own stage just before the capstone.
    stages.splice(stages.length - 1, 0, interpolate(phrases.focusStage, { focus }, lang));
    if (stages.length > 7) stages.splice(stages.length - 3, 1);
    goals.unshift(interpolate(phrases.focusGoal, { focus }, lang));
  }

  const summary = focus
    ? `${knowledge.summary}${lang === "zh" ? "" : " "}${interpolate(phrases.focusSummary, { focus }, lang)}`
    : knowledge.summary;

  return {
    summary: clip(summary, 1200),
    currentState: clip(`${webNote}${lang === "zh" ? "" : " "}${knowledge.currentState}`, 800),
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
  const sep = request.language === "zh" ? "" : " ";
  const path = findings.learningPath.join(" → ");
  return [
    interpolate(phrases.textIntro, { topic: topicKnowledge(request.topic, request.language).topic }, request.language),
    findings.summary,
    interpolate(phrases.textPath, { path }, request.language),
    findings.currentState,
  ].join(sep);
}
