import { parseJson } from "@/lib/safe-json";
import { safeParseOnce } from "@/lib/ai/parse-once";
import type { ModelMessage } from "ai";
import { TOOL, compactResearchBriefSchema, type CompactResearchBrief, type InterviewStateBlock } from "../contract";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { languageOfText } from "@/lib/i18n/text-language";
import { isBackedByLearner } from "./fact-evidence";
import { inferStatedFacts } from "./infer-stated-facts";
import {
  PROFILE_FIELDS,
  placementCardSchema,
  presentOptionsInputSchema,
  presentOptionsOutputSchema,
  researchTopicInputSchema,
  type PresentOptionsOutput,
  type ProfileField,
} from "./interview-schemas";
import { isTurnContext } from "@/lib/ai/turn/turn-context";
import { gradePlacement, type PlacementQuestion } from "./placement";
import { placementDue, placementProgress } from "./placement-progress";
import { subjectOf } from "./material-subject";
import type { PlacementResult } from "../contract";
import { SKIPPED } from "@/lib/learner-profile-fields";

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

export function normalizeTopic(topic: string): string {
  return topic.trim().toLowerCase().replace(/\s+/g, " ");
}

export function missingFields(profile: LearnerProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => profile.fields[field] === null);
}

function textOfUserContent(content: ModelMessage["content"]): string {
  if (typeof content === "string") return content;
  return content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("\n")
    .trim();
}

/** Tool results arrive as `{ type: 'json' | 'text' | 'error-…', value }`. Errors carry no answer. */
function valueOfToolOutput(output: unknown): unknown {
  if (typeof output !== "object" || output === null) return undefined;
  const { type, value } = output as { type?: string; value?: unknown };
  if (type === "json") return value;
  if (type === "text" && typeof value === "string") {
    const parsed = parseJson(value);
    return parsed.ok ? parsed.value : value;
  }
  return undefined;
}

function describeAnswer(answer: PresentOptionsOutput): string {
  if (answer.skipped) return SKIPPED;
  if (answer.selected) return answer.selected.join(", ");
  return answer.text ?? "";
}

/**
 * A tool part's zod result, per part object. A turn's steps (and the tools that
 * rebuild the profile) see the same part objects of the history, so each part is
 * parsed once per request instead of once per step. Parts are never mutated.
 */
const parsedParts = new WeakMap<object, unknown>();

function parsedOnce<T>(part: object, parse: () => T): T {
  if (parsedParts.has(part)) return parsedParts.get(part) as T;
  const parsed = parse();
  parsedParts.set(part, parsed);
  return parsed;
}

/**
 * A card's input as presentOptionsInputSchema reads it. The history's checks parsed it (once per object: lib/ai/parse-once.ts)
 * with the tool's schema, the same fields plus placement rules: where that passed, its data is this one's.
 */
function readCard(input: unknown) {
  const card = safeParseOnce(placementCardSchema, input);
  return card.success ? card : safeParseOnce(presentOptionsInputSchema, input);
}

export function extractLearnerProfile(messages: readonly ModelMessage[], uiLocale: Locale = DEFAULT_LOCALE): LearnerProfile {
  const fields: Record<ProfileField, string | null> = {
    goal: null,
    background: null,
    targetOutcome: null,
    cognitiveStyle: null,
  };
  // Explicit answers overwrite; facts inferred from free text only fill gaps.
  const fillGaps = (facts: Partial<Record<ProfileField, string>>) => {
    for (const field of PROFILE_FIELDS) {
      const value = facts[field];
      if (value && fields[field] === null) fields[field] = value;
    }
  };

  let topic: string | null = null;
  let language: Locale | null = null;
  let research: CompactResearchBrief | null = null;
  const researchedTopics = new Set<string>();
  let outlineDesigned = false;
  let lastAnswer: string | null = null;
  let revisionRequested = false;
  const questionFieldByCallId = new Map<string, ProfileField | "general" | "placement">();
  const placementByCallId = new Map<string, PlacementQuestion>();
  const placement: PlacementResult[] = [];
  let placementAnswered = 0;
  let cardsAnswered = 0;
  // Everything the learner said or chose, in order: the evidence model claims are checked against.
  const learnerWords: string[] = [];
  const researchTopicByCallId = new Map<string, string>();

  for (const message of messages) {
    if (message.role === "user") {
      // The app's own context message is not the learner's words (AI SDK 7 hands it to tools with the step's messages).
      if (isTurnContext(message)) continue;
      const text = textOfUserContent(message.content);
      if (!text) continue;
      const firstWords = topic === null;
      topic ??= text;
      learnerWords.push(text);
      language = languageOfText(text) ?? language;
      const stated = inferStatedFacts(text);
      fillGaps(stated);
      // A typed reply during the interview answers the question the profile says is next
      // (a model that asked in plain text still gets its answer).
      const next = PROFILE_FIELDS.find((field) => fields[field] === null);
      if (!firstWords && !outlineDesigned && next && Object.keys(stated).length === 0) fields[next] = text;
      lastAnswer = text;
      revisionRequested = outlineDesigned;
      continue;
    }
    if (message.role === "assistant" && typeof message.content !== "string") {
      for (const part of message.content) {
        if (part.type !== "tool-call") continue;
        if (part.toolName === TOOL.presentOptions) {
          const input = readCard(part.input);
          if (!input.success) continue;
          questionFieldByCallId.set(part.toolCallId, input.data.targetField);
          if (input.data.targetField === "placement") {
            placementByCallId.set(part.toolCallId, {
              options: input.data.options,
              skill: input.data.placement?.skill ?? input.data.question,
              ...(input.data.placement?.answer !== undefined ? { answer: input.data.placement.answer } : {}),
            });
          }
          // What the model says it noted (parsed with the input) counts only where the learner's own words back it.
          const backed = Object.entries(input.data.noted ?? {}).filter(([, fact]) => fact && isBackedByLearner(fact, learnerWords));
          fillGaps(Object.fromEntries(backed));
        } else if (part.toolName === TOOL.researchTopic) {
          const input = parsedOnce(part, () => researchTopicInputSchema.safeParse(part.input));
          if (input.success) researchTopicByCallId.set(part.toolCallId, normalizeTopic(input.data.topic));
        }
      }
      continue;
    }
    if (message.role === "tool") {
      for (const part of message.content) {
        if (part.type !== "tool-result") continue;
        if (part.toolName === TOOL.presentOptions) {
          const answer = parsedOnce(part, () => presentOptionsOutputSchema.safeParse(valueOfToolOutput(part.output)));
          if (!answer.success) continue;
          cardsAnswered += 1;
          const described = describeAnswer(answer.data);
          if (!answer.data.skipped) learnerWords.push(described);
          const field = questionFieldByCallId.get(part.toolCallId);
          const placed = placementByCallId.get(part.toolCallId);
          if (field === "placement" && placed) {
            // Graded here, against the key stored with the question: never on the model's word.
            const result = gradePlacement(placed, answer.data);
            if (result) placement.push(result);
            placementAnswered += 1;
            lastAnswer = described;
            revisionRequested = false;
            continue;
          }
          if (field && field !== "general" && field !== "placement") fields[field] = described;
          if (answer.data.text) {
            language = languageOfText(answer.data.text) ?? language;
            fillGaps(inferStatedFacts(answer.data.text));
          }
          lastAnswer = described;
          revisionRequested = false;
        } else if (part.toolName === TOOL.researchTopic) {
          const researched = researchTopicByCallId.get(part.toolCallId);
          if (researched) researchedTopics.add(researched);
          const brief = parsedOnce(part, () => compactResearchBriefSchema.safeParse(valueOfToolOutput(part.output)));
          if (brief.success) research = brief.data;
        } else if (part.toolName === TOOL.designCurriculum) {
          if (valueOfToolOutput(part.output) !== undefined) outlineDesigned = true;
          revisionRequested = false;
        }
      }
    }
  }

  return {
    topic,
    fields,
    language: language ?? uiLocale,
    research,
    researchedTopics: [...researchedTopics],
    outlineDesigned,
    lastAnswer,
    revisionRequested,
    placement,
    placementAnswered,
    cardsAnswered,
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
