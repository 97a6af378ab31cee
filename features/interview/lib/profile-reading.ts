import type { AssistantModelMessage, ModelMessage, ToolModelMessage, UserModelMessage } from "ai";
import { TOOL, compactResearchBriefSchema, type CompactResearchBrief, type PlacementResult } from "../contract";
import type { Locale } from "@/lib/i18n/locales";
import { languageOfText } from "@/lib/i18n/text-language";
import { isTurnContext } from "@/lib/ai/turn/turn-context";
import { isBackedByLearner } from "./fact-evidence";
import { describeAnswer, parsedOnce, readCard, textOfUserContent, valueOfToolOutput } from "./history-parts";
import { inferStatedFacts } from "./infer-stated-facts";
import { PROFILE_FIELDS, presentOptionsOutputSchema, researchTopicInputSchema, type ProfileField } from "./interview-schemas";
import { gradePlacement, type PlacementQuestion } from "./placement";

/**
 * What reading an interview history has found so far, message by message (learner-profile.ts turns
 * it into the profile): the facts, and the open questions and research calls the results answer.
 */
export interface ProfileReading {
  fields: Record<ProfileField, string | null>;
  topic: string | null;
  language: Locale | null;
  research: CompactResearchBrief | null;
  researchedTopics: Set<string>;
  outlineDesigned: boolean;
  lastAnswer: string | null;
  revisionRequested: boolean;
  questionFieldByCallId: Map<string, ProfileField | "general" | "placement">;
  placementByCallId: Map<string, PlacementQuestion>;
  placement: PlacementResult[];
  placementAnswered: number;
  cardsAnswered: number;
  /** Everything the learner said or chose, in order: the evidence model claims are checked against. */
  learnerWords: string[];
  researchTopicByCallId: Map<string, string>;
}

export function normalizeTopic(topic: string): string {
  return topic.trim().toLowerCase().replace(/\s+/g, " ");
}

export function newProfileReading(): ProfileReading {
  return {
    fields: { goal: null, background: null, targetOutcome: null, cognitiveStyle: null },
    topic: null,
    language: null,
    research: null,
    researchedTopics: new Set(),
    outlineDesigned: false,
    lastAnswer: null,
    revisionRequested: false,
    questionFieldByCallId: new Map(),
    placementByCallId: new Map(),
    placement: [],
    placementAnswered: 0,
    cardsAnswered: 0,
    learnerWords: [],
    researchTopicByCallId: new Map(),
  };
}

/** Explicit answers overwrite; facts inferred from free text only fill gaps. */
function fillGaps(reading: ProfileReading, facts: Partial<Record<ProfileField, string>>) {
  for (const field of PROFILE_FIELDS) {
    const value = facts[field];
    if (value && reading.fields[field] === null) reading.fields[field] = value;
  }
}

/** The learner's own message: their first words are the topic; typed words state facts and answer the next question. */
function readLearnerMessage(reading: ProfileReading, message: UserModelMessage) {
  // The app's own context message is not the learner's words (AI SDK 7 hands it to tools with the step's messages).
  if (isTurnContext(message)) return;
  const text = textOfUserContent(message.content);
  if (!text) return;
  const firstWords = reading.topic === null;
  reading.topic ??= text;
  reading.learnerWords.push(text);
  reading.language = languageOfText(text) ?? reading.language;
  const stated = inferStatedFacts(text);
  fillGaps(reading, stated);
  // A typed reply during the interview answers the question the profile says is next
  // (a model that asked in plain text still gets its answer).
  const next = PROFILE_FIELDS.find((field) => reading.fields[field] === null);
  if (!firstWords && !reading.outlineDesigned && next && Object.keys(stated).length === 0) reading.fields[next] = text;
  reading.lastAnswer = text;
  reading.revisionRequested = reading.outlineDesigned;
}

/** The tutor's tool calls: which field (or placement question) each card asks about, and what each research call is about. */
function readToolCalls(reading: ProfileReading, content: Exclude<AssistantModelMessage["content"], string>) {
  for (const part of content) {
    if (part.type !== "tool-call") continue;
    if (part.toolName === TOOL.presentOptions) {
      const input = readCard(part.input);
      if (!input.success) continue;
      reading.questionFieldByCallId.set(part.toolCallId, input.data.targetField);
      if (input.data.targetField === "placement") {
        reading.placementByCallId.set(part.toolCallId, {
          options: input.data.options,
          skill: input.data.placement?.skill ?? input.data.question,
          ...(input.data.placement?.answer !== undefined ? { answer: input.data.placement.answer } : {}),
        });
      }
      // What the model says it noted (parsed with the input) counts only where the learner's own words back it.
      const backed = Object.entries(input.data.noted ?? {}).filter(([, fact]) => fact && isBackedByLearner(fact, reading.learnerWords));
      fillGaps(reading, Object.fromEntries(backed));
    } else if (part.toolName === TOOL.researchTopic) {
      const input = parsedOnce(part, () => researchTopicInputSchema.safeParse(part.input));
      if (input.success) reading.researchTopicByCallId.set(part.toolCallId, normalizeTopic(input.data.topic));
    }
  }
}

type ToolResultPart = Extract<ToolModelMessage["content"][number], { type: "tool-result" }>;

/** The learner's answer to a card: a placement question is graded against its stored key; any other fills its field. */
function readCardAnswer(reading: ProfileReading, part: ToolResultPart) {
  const answer = parsedOnce(part, () => presentOptionsOutputSchema.safeParse(valueOfToolOutput(part.output)));
  if (!answer.success) return;
  reading.cardsAnswered += 1;
  const described = describeAnswer(answer.data);
  if (!answer.data.skipped) reading.learnerWords.push(described);
  const field = reading.questionFieldByCallId.get(part.toolCallId);
  const placed = reading.placementByCallId.get(part.toolCallId);
  if (field === "placement" && placed) {
    // Graded here, against the key stored with the question: never on the model's word.
    const result = gradePlacement(placed, answer.data);
    if (result) reading.placement.push(result);
    reading.placementAnswered += 1;
    reading.lastAnswer = described;
    reading.revisionRequested = false;
    return;
  }
  if (field && field !== "general" && field !== "placement") reading.fields[field] = described;
  if (answer.data.text) {
    reading.language = languageOfText(answer.data.text) ?? reading.language;
    fillGaps(reading, inferStatedFacts(answer.data.text));
  }
  reading.lastAnswer = described;
  reading.revisionRequested = false;
}

/** The tools' results: card answers, research (a failed run still counts as researched) and a designed outline. */
function readToolResults(reading: ProfileReading, content: ToolModelMessage["content"]) {
  for (const part of content) {
    if (part.type !== "tool-result") continue;
    if (part.toolName === TOOL.presentOptions) {
      readCardAnswer(reading, part);
    } else if (part.toolName === TOOL.researchTopic) {
      const researched = reading.researchTopicByCallId.get(part.toolCallId);
      if (researched) reading.researchedTopics.add(researched);
      const brief = parsedOnce(part, () => compactResearchBriefSchema.safeParse(valueOfToolOutput(part.output)));
      if (brief.success) reading.research = brief.data;
    } else if (part.toolName === TOOL.designCurriculum) {
      if (valueOfToolOutput(part.output) !== undefined) reading.outlineDesigned = true;
      reading.revisionRequested = false;
    }
  }
}

/** Reads one message of the history into `reading`; system messages and plain-text replies say nothing about the learner. */
export function readHistoryMessage(reading: ProfileReading, message: ModelMessage) {
  if (message.role === "user") readLearnerMessage(reading, message);
  else if (message.role === "assistant" && typeof message.content !== "string") readToolCalls(reading, message.content);
  else if (message.role === "tool") readToolResults(reading, message.content);
}
