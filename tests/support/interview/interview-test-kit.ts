/**
 * Test support for the interview agents (not a test file itself): the data the
 * scripted models answer with (passes the real schemas), a fake search provider,
 * and readers for the UI message stream (SSE). The scripted models themselves
 * are in ./interview-scripted-model.ts; UI history fixtures in ./interview-fixtures.ts.
 *
 * Used by features/interview/agents/*.test.ts and tests/integration/*.test.ts.
 */
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { convertArrayToReadableStream } from "ai/test";
import { type ProfileField as ProtocolField } from "@/lib/learner-profile-fields";
import type { SearchProvider, SearchResult } from "@/lib/ai/search/search-provider";
import type { PresentOptionsInput, ResearchFindings } from "@/features/interview/lib/interview-schemas";
import type { InterviewUIMessage } from "@/features/interview/agents/interview-agent";

type AnyUIMessage = InterviewUIMessage;
type AnyPart = InterviewUIMessage["parts"][number];

// ---------------------------------------------------------------------------
// Fixture data (every value passes the real zod schemas)
// ---------------------------------------------------------------------------

export const KUBERNETES_SOURCE: SearchResult = {
  title: "Kubernetes Documentation",
  url: "https://kubernetes.io/docs/home/",
  snippet: "Kubernetes is an open source container orchestration engine.",
};

export function findingsFixture(overrides: Partial<ResearchFindings> = {}): ResearchFindings {
  return {
    summary: "Kubernetes orchestrates containers across clusters of machines; teams learn it to run services reliably.",
    currentState: "Kubernetes ships three minor releases a year; managed offerings dominate production use.",
    trends: ["Gateway API replacing Ingress", "Platform engineering", "GitOps with Argo CD", "eBPF networking", "AI workloads"],
    learningPath: ["Containers", "Pods and Deployments", "Services and networking", "Storage", "Operations"],
    prerequisites: ["Linux shell", "Docker basics", "YAML", "Networking basics", "Git", "HTTP"],
    commonGoals: ["Deploy an app", "Pass the CKA", "Operate a cluster", "Migrate to the cloud", "Platform work"],
    sourceUrls: [KUBERNETES_SOURCE.url],
    ...overrides,
  };
}

export const FIELD_OPTIONS: Record<ProtocolField, [string, string, string]> = {
  goal: ["Run my apps on a cluster", "Operate clusters for a team", "Understand the architecture"],
  background: ["Docker basics", "No container experience", "Linux admin"],
  targetOutcome: ["Pass the CKA exam", "Deploy a side project", "Migrate a work service"],
  cognitiveStyle: ["Hands-on labs", "Concepts first", "Worked examples"],
};

/** A graded placement question, as a polite model asks it: the key stored with the card, "I don't know" last. */
export const PLACEMENT_QUESTION: PresentOptionsInput = {
  message: "A quick check before I design your course: what is the smallest deployable unit in Kubernetes?",
  question: "Quick check",
  options: ["A pod", "A node", "A cluster", "I don't know"],
  targetField: "placement",
  placement: { skill: "Kubernetes objects", answer: "A pod" },
};

export function questionFor(field: ProtocolField | "general" | "placement"): PresentOptionsInput {
  if (field === "placement") return PLACEMENT_QUESTION;
  if (field === "general") {
    return {
      message: "Your outline is ready. Anything you would like to change?",
      question: "Change anything?",
      options: ["Looks good", "Make it shorter"],
      targetField: "general",
    };
  }
  return {
    message: `Thanks! Next I'd like to know about your ${field}.`,
    question: `Your ${field}?`,
    options: [...FIELD_OPTIONS[field]],
    targetField: field,
  };
}

export const ALL_FIELDS: readonly ProtocolField[] = ["goal", "background", "targetOutcome", "cognitiveStyle"];

export function fakeSearchProvider(
  results: SearchResult[] | (() => Promise<SearchResult[]>) = [KUBERNETES_SOURCE],
): SearchProvider & { queries: string[] } {
  const queries: string[] = [];
  return {
    name: "fake-search",
    queries,
    async search(query) {
      queries.push(query);
      return typeof results === "function" ? results() : results;
    },
  };
}

// ---------------------------------------------------------------------------
// Reading the UI message stream
// ---------------------------------------------------------------------------

export { readUiChunks };

let assembledCounter = 0;

/**
 * The assistant message the browser would hold after these chunks (continuing
 * `message` if given). Like useChat, a new message gets a client-side id when
 * the stream's `start` chunk carries none.
 */
export async function assembleMessage(chunks: UIMessageChunk[], message?: AnyUIMessage): Promise<AnyUIMessage> {
  const errors: unknown[] = [];
  const start: AnyUIMessage = message ?? { id: `client-assistant-${++assembledCounter}`, role: "assistant", parts: [] };
  let last: AnyUIMessage = start;
  for await (const snapshot of readUIMessageStream<AnyUIMessage>({
    stream: convertArrayToReadableStream(chunks),
    message: start,
    onError: (error) => errors.push(error),
  })) {
    last = snapshot;
  }
  return last;
}

export type ToolPart = Extract<AnyPart, { toolCallId: string }>;

export function toolParts(message: AnyUIMessage, toolName?: string): ToolPart[] {
  return message.parts.filter(
    (part): part is ToolPart => part.type.startsWith("tool-") && (toolName === undefined || part.type === `tool-${toolName}`),
  );
}

/** Returns a copy of `message` with the pending question `toolCallId` answered. */
export function answerQuestion(message: AnyUIMessage, toolCallId: string, output: Record<string, unknown>): AnyUIMessage {
  return {
    ...message,
    parts: message.parts.map((part) =>
      "toolCallId" in part && part.toolCallId === toolCallId ? ({ ...part, state: "output-available", output } as AnyPart) : part,
    ),
  };
}

export function chunksOfType<TYPE extends UIMessageChunk["type"]>(chunks: UIMessageChunk[], type: TYPE) {
  return chunks.filter((chunk): chunk is Extract<UIMessageChunk, { type: TYPE }> => chunk.type === type);
}
