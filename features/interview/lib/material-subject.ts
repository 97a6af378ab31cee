import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import type { LearnerProfile } from "./learner-profile";

/** True when the learner's words name no subject of their own ("Build a course from this document", "根据这份文档给我做一门课"). */
export function namesNoSubject(words: string): boolean {
  return readGoal(words).subject === "";
}

/**
 * The course's subject: the learner's words, unless they asked for a course from
 * documents they attached that have a title of their own, or only asked for a course
 * from them — then what the research found the documents to be about (the research
 * brief's topic, their own title).
 */
export function subjectOf(profile: Pick<LearnerProfile, "topic" | "research">): string | null {
  const words = profile.topic;
  const research = profile.research;
  if (research?.material?.length && research.topic.trim() && (research.subjectFromDocument || (words !== null && namesNoSubject(words)))) {
    return research.topic;
  }
  return words;
}
