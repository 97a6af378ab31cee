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

/**
 * The subject alone, as the course keeps it (its chapters name it): the documents' subject where
 * subjectOf gives it, else what the learner's words name ("I'm completely new to Git and want to use it
 * for my team project" → "Git"); their level and purpose are kept in fields of their own. The words
 * themselves only where they name nothing that can be read.
 */
export function courseSubjectOf(profile: Pick<LearnerProfile, "topic" | "research">): string | null {
  const subject = subjectOf(profile);
  if (subject === null || subject !== profile.topic) return subject;
  // U+FFFD stands for what could not be stored (a lone surrogate): never part of a name.
  const read = readGoal(subject)
    .subject.replace(/\s*\uFFFD+\s*/gu, " ")
    .trim();
  return read || subject;
}
