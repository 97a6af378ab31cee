/**
 * Shared fixtures for the interview's unit tests (imported only by *.test.ts).
 *
 * Messages are built in the exact shape `useChat` stores them (UIMessage with
 * parts), and converted the way the server does it: the real
 * `convertToModelMessages(messages, { tools })` with the interview's real tools,
 * so tool results pass through the tools' own `toModelOutput`.
 *
 * Conventions:
 * - `assistantWith(...parts)` opens the message with a `step-start` and adds one
 *   after every tool part, as a multi-step stream does (each tool call ends a step).
 * - Ids (message ids, toolCallIds) come from a counter, so they never collide.
 * - `answer` helpers: `pick("A", "B")`, `typed("...")`, `skip()`.
 */
import { convertToModelMessages, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createInterviewTools, type InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { extractLearnerProfile, type LearnerProfile } from "@/features/interview/lib/learner-profile";
import type { Locale } from "@/lib/i18n/locales";
import type {
  CourseOutline,
  PresentOptionsInput,
  PresentOptionsOutput,
  ResearchBrief,
  TargetField,
} from "@/features/interview/lib/interview-schemas";

export type InterviewPart = InterviewUIMessage["parts"][number];
type PresentOptionsPart = Extract<InterviewPart, { type: "tool-presentOptions" }>;
type ResearchTopicPart = Extract<InterviewPart, { type: "tool-researchTopic" }>;
type DesignCurriculumPart = Extract<InterviewPart, { type: "tool-designCurriculum" }>;

let counter = 0;
/** A unique id with a readable prefix ("call-7"). */
export function nextId(prefix = "id"): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

// ---------------------------------------------------------------- messages

export function userText(text: string, id: string = nextId("user")): InterviewUIMessage {
  return { id, role: "user", parts: [{ type: "text", text }] };
}

/** An assistant message; step-starts are inserted as a real multi-step stream has them. */
export function assistantWith(...parts: InterviewPart[]): InterviewUIMessage {
  const withSteps: InterviewPart[] = [{ type: "step-start" }];
  for (const part of parts) {
    withSteps.push(part);
    if (part.type.startsWith("tool-")) withSteps.push({ type: "step-start" });
  }
  // A trailing step-start after the last tool belongs to the next (not yet streamed) step.
  if (withSteps.at(-1)?.type === "step-start" && withSteps.length > 1) withSteps.pop();
  return { id: nextId("assistant"), role: "assistant", parts: withSteps };
}

/** An assistant message with exactly the given parts (no step-starts added). */
export function assistantRaw(...parts: InterviewPart[]): InterviewUIMessage {
  return { id: nextId("assistant"), role: "assistant", parts };
}

export function textPart(text: string, state: "done" | "streaming" = "done"): InterviewPart {
  return { type: "text", text, state };
}

export function stepStart(): InterviewPart {
  return { type: "step-start" };
}

// ---------------------------------------------------------------- questions

export interface QuestionOptions {
  multiSelect?: boolean;
  allowSkip?: boolean;
  noted?: PresentOptionsInput["noted"];
  message?: string;
  question?: string;
  toolCallId?: string;
  placement?: PresentOptionsInput["placement"];
}

export function questionInput(field: TargetField, options: string[], extra: QuestionOptions = {}): PresentOptionsInput {
  return {
    message: extra.message ?? `Thanks! Now a question about your ${field}.`,
    question: extra.question ?? `Your ${field}?`,
    options,
    targetField: field,
    ...(extra.multiSelect !== undefined ? { multiSelect: extra.multiSelect } : {}),
    ...(extra.allowSkip !== undefined ? { allowSkip: extra.allowSkip } : {}),
    ...(extra.noted !== undefined ? { noted: extra.noted } : {}),
    ...(extra.placement !== undefined ? { placement: extra.placement } : {}),
  };
}

/** Clicked options. */
export const pick = (...selected: string[]): PresentOptionsOutput => ({ selected });
/** Typed instead of clicking. */
export const typed = (text: string): PresentOptionsOutput => ({ text });
/** Skipped. */
export const skip = (): PresentOptionsOutput => ({ skipped: true });

/** A question card the learner answered (client addToolOutput → state output-available). */
export function answeredQuestion(
  field: TargetField,
  options: string[],
  answer: PresentOptionsOutput,
  extra: QuestionOptions = {},
): PresentOptionsPart {
  return {
    type: "tool-presentOptions",
    toolCallId: extra.toolCallId ?? nextId("call"),
    state: "output-available",
    input: questionInput(field, options, extra),
    output: answer,
  };
}

/** A question card waiting for the learner (no execute → state input-available). */
export function pendingQuestion(field: TargetField, options: string[], extra: QuestionOptions = {}): PresentOptionsPart {
  return {
    type: "tool-presentOptions",
    toolCallId: extra.toolCallId ?? nextId("call"),
    state: "input-available",
    input: questionInput(field, options, extra),
  };
}

// ---------------------------------------------------------------- research

export function sampleBrief(overrides: Partial<ResearchBrief> = {}): ResearchBrief {
  return {
    topic: "Kubernetes",
    webAccess: true,
    summary: "Kubernetes orchestrates containers across a cluster of machines.",
    currentState: "Kubernetes 1.3x is current; managed offerings (EKS, GKE, AKS) dominate.",
    trends: ["Gateway API", "Platform engineering", "eBPF networking", "GitOps", "Wasm workloads", "AI workloads"],
    learningPath: ["Containers", "Pods and Deployments", "Services and networking", "Storage", "Security"],
    prerequisites: ["Linux shell", "Containers", "YAML", "Networking basics", "Git", "A cloud account"],
    commonGoals: ["Deploy apps", "Pass the CKA", "Run a platform team", "Migrate a monolith", "Cut cloud costs"],
    sources: [
      { title: "Kubernetes docs", url: "https://kubernetes.io/docs/" },
      { title: "CNCF survey", url: "https://www.cncf.io/reports/" },
    ],
    ...overrides,
  };
}

/** A finished researchTopic call (server tool, output-available) carrying the full brief. */
export function researchPart(brief: ResearchBrief = sampleBrief(), topic: string = brief.topic): ResearchTopicPart {
  return {
    type: "tool-researchTopic",
    toolCallId: nextId("call"),
    state: "output-available",
    input: { topic },
    output: brief,
  };
}

/** A researchTopic call that failed (state output-error). */
export function researchErrorPart(topic: string, errorText = "The research step did not produce a usable brief."): ResearchTopicPart {
  return { type: "tool-researchTopic", toolCallId: nextId("call"), state: "output-error", input: { topic }, errorText };
}

// ---------------------------------------------------------------- outline

export function sampleOutline(overrides: Partial<CourseOutline> = {}): CourseOutline {
  return {
    title: "Kubernetes for the CKA",
    description: "From containers you know to a certified cluster administrator.",
    difficulty: "intermediate",
    estimatedMinutes: 180,
    designRationale: "You already use Docker, so the course starts at Pods and ends with timed CKA practice.",
    modules: [
      {
        title: "Cluster basics",
        chapters: [
          { title: "Pods", objective: "Run and inspect a Pod.", minutes: 45 },
          { title: "Deployments", objective: "Roll out and roll back an app.", minutes: 45 },
        ],
      },
      {
        title: "Exam practice",
        chapters: [
          { title: "Troubleshooting", objective: "Fix a broken cluster under time pressure.", minutes: 60 },
          { title: "Mock exam", objective: "Finish a full mock exam.", snippet: "Timed, 17 tasks.", minutes: 30 },
        ],
      },
    ],
    ...overrides,
  };
}

/** A finished designCurriculum call (server tool, output-available). */
export function outlinePart(outline: CourseOutline = sampleOutline(), emphasis?: string): DesignCurriculumPart {
  return {
    type: "tool-designCurriculum",
    toolCallId: nextId("call"),
    state: "output-available",
    input: emphasis === undefined ? {} : { emphasis },
    output: outline,
  };
}

// ---------------------------------------------------------------- whole conversations

/** A graded placement card (key stored with the question) and the learner's answer to it. */
export function answeredPlacement(answer: PresentOptionsOutput, skill = "Kubernetes objects"): PresentOptionsPart {
  return answeredQuestion("placement", ["A pod", "A node", "I don't know"], answer, {
    question: "Quick check",
    placement: { skill, answer: "A pod" },
  });
}

/** The two placement answers the check asks after the background (one right, one "I don't know"). */
export function placementAnswered(): PresentOptionsPart[] {
  return [answeredPlacement(pick("A pod")), answeredPlacement(pick("I don't know"), "Services")];
}

/**
 * Answers to all four dimensions, one card each, then the placement check's two
 * answers: a complete interview. (The policy asks the check right after the
 * background; it sits last here so `[goal, background, outcome, style]` destructure.)
 */
export function allFourAnswered(): PresentOptionsPart[] {
  return [
    answeredQuestion("goal", ["Run my own apps", "Operate clusters at work"], pick("Operate clusters at work")),
    answeredQuestion("background", ["Docker", "Linux admin", "Nothing yet"], pick("Docker")),
    answeredQuestion("targetOutcome", ["Pass the CKA", "Ship a side project"], pick("Pass the CKA")),
    answeredQuestion("cognitiveStyle", ["Hands-on labs", "Concepts first"], pick("Hands-on labs")),
    ...placementAnswered(),
  ];
}

/**
 * The usual history: the learner names a subject, the tutor researches it and
 * asks questions (all in one assistant message, as continuing a turn after
 * addToolOutput appends to the same message).
 */
export function researchedConversation(subject = "Kubernetes", ...afterResearch: InterviewPart[]): InterviewUIMessage[] {
  return [userText(subject), assistantWith(researchPart(sampleBrief({ topic: subject })), ...afterResearch)];
}

// ---------------------------------------------------------------- conversion

let tools: ReturnType<typeof createInterviewTools> | undefined;

/** The interview's real tools (models are mocks: conversion never calls them). */
export function interviewTools(): ReturnType<typeof createInterviewTools> {
  const model = new MockLanguageModelV4();
  tools ??= createInterviewTools({ chatModel: model, courseModel: model, searchProvider: null });
  return tools;
}

/** What the server does with a history: convertToModelMessages with the interview's tools. */
export function toModelMessages(messages: InterviewUIMessage[]): Promise<ModelMessage[]> {
  return convertToModelMessages(messages, { tools: interviewTools() });
}

/** The learner profile the server rebuilds from a UI history. */
export async function profileOf(messages: InterviewUIMessage[], uiLocale: Locale = "en"): Promise<LearnerProfile> {
  return extractLearnerProfile(await toModelMessages(messages), uiLocale);
}
