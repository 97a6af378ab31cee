import { type CompactResearchBrief } from "../contract";
import type { ResearchBrief } from "./interview-schemas";

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The form of a research brief the interview model sees on every later turn:
 * the facts it needs to ask good questions, without the sources' titles and URLs
 * (the learner's UI shows those). Keeps the resent history small.
 */
export function compactResearchBrief(brief: ResearchBrief): CompactResearchBrief {
  return {
    topic: brief.topic,
    webAccess: brief.webAccess,
    sourceCount: brief.sources.length,
    summary: clip(brief.summary, 320),
    currentState: clip(brief.currentState, 320),
    trends: brief.trends.slice(0, 4),
    learningPath: brief.learningPath,
    prerequisites: brief.prerequisites.slice(0, 5),
    commonGoals: brief.commonGoals.slice(0, 4),
    // The interview model (and the designer after it) must know the course follows the learner's document.
    ...(brief.material?.length ? { material: brief.material.map((item) => item.title) } : {}),
    ...(brief.checks?.length ? { checks: brief.checks } : {}),
    ...(brief.subjectFromDocument ? { subjectFromDocument: true as const } : {}),
  };
}
