import type { ModelMessage } from "ai";
import type { CompactResearchBrief, InterviewStateBlock, PlacementResult } from "../contract";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { PROFILE_FIELDS, type ProfileField } from "./interview-schemas";
import { placementDue, placementProgress } from "./placement-progress";
import { subjectOf } from "./material-subject";
import { newProfileReading, readHistoryMessage } from "./profile-reading";

export { normalizeTopic } from "./profile-reading";

/**
 * Everything the interview knows about the learner, rebuilt from the message
 * history alone — the history is the only state the interview has.
 */
export interface LearnerProfile {
  topic: string | null;
  fields: Record<ProfileField, string | null>;
  language: Locale;
  research: CompactResearchBrief | null;
  /** Normalised topics already researched (successfully or not): never research them twice. */
  researchedTopics: string[];
  outlineDesigned: boolean;
  /** The learner's latest words (typed, clicked or skipped), for the next reply to acknowledge. */
  lastAnswer: string | null;
  /** True when the newest message is the learner's own text after the outline exists. */
  revisionRequested: boolean;
  /** What each answered placement question showed, in order (graded against its stored key, or self-assessed). */
  placement: PlacementResult[];
  /** Placement questions answered so far (an answer that said nothing counts as asked). */
  placementAnswered: number;
  /** Question cards answered in all (any field): bounds how long a model that never asks the check is waited for. */
  cardsAnswered?: number;
}

export function missingFields(profile: LearnerProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => profile.fields[field] === null);
}

/** The learner profile of a history, read message by message (profile-reading.ts), on a UI in `uiLocale`. */
export function extractLearnerProfile(messages: readonly ModelMessage[], uiLocale: Locale = DEFAULT_LOCALE): LearnerProfile {
  const reading = newProfileReading();
  for (const message of messages) readHistoryMessage(reading, message);
  return {
    topic: reading.topic,
    fields: reading.fields,
    language: reading.language ?? uiLocale,
    research: reading.research,
    researchedTopics: [...reading.researchedTopics],
    outlineDesigned: reading.outlineDesigned,
    lastAnswer: reading.lastAnswer,
    revisionRequested: reading.revisionRequested,
    placement: reading.placement,
    placementAnswered: reading.placementAnswered,
    cardsAnswered: reading.cardsAnswered,
  };
}

/**
 * An interview has one subject (the learner's first words), so one research run
 * covers it — however the model phrased the topic it researched. Comparing
 * strings would let a rephrasing model research on every step.
 */
export function hasResearched(profile: LearnerProfile): boolean {
  return profile.researchedTopics.length > 0;
}

/** The topic the research agent is asked about: the learner's words, bounded. */
export function researchTopicFor(profile: LearnerProfile): string {
  // With attached documents and no subject in the learner's words, the documents' subject (material-subject.ts).
  return (subjectOf(profile) ?? "").trim().slice(0, 200);
}

export type InterviewPhase = InterviewStateBlock["phase"];

export function interviewPhase(profile: LearnerProfile): InterviewPhase {
  if (profile.outlineDesigned && !profile.revisionRequested) return "done";
  if (profile.revisionRequested) return "designing";
  return missingFields(profile).length === 0 && !placementDue(profile) ? "designing" : "interviewing";
}

export function toInterviewStateBlock(profile: LearnerProfile): InterviewStateBlock {
  const missing = missingFields(profile);
  const bound = (value: string | null) => (value && value.length > 300 ? `${value.slice(0, 300)}…` : value);
  return {
    language: profile.language,
    topic: bound(subjectOf(profile)),
    known: {
      goal: bound(profile.fields.goal),
      background: bound(profile.fields.background),
      targetOutcome: bound(profile.fields.targetOutcome),
      cognitiveStyle: bound(profile.fields.cognitiveStyle),
    },
    missing,
    nextField: placementProgress(profile).next ?? missing[0] ?? null,
    ...(placementProgress(profile).shown ? { placement: placementProgress(profile).state } : {}),
    lastAnswer: bound(profile.lastAnswer),
    researched: hasResearched(profile),
    phase: interviewPhase(profile),
  };
}
