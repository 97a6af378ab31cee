/**
 * Test support for the interview agents (not a test file itself): scripted
 * language models that record every call, the data they answer with (passes
 * the real schemas), and readers for the UI message stream (SSE). UI history
 * fixtures come from ../lib/test-fixtures.ts.
 *
 * Used by features/interview/agents/*.test.ts and tests/integration/*.test.ts.
 */
import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from "@ai-sdk/provider";
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { readUiChunks } from "@/lib/ai/read-ui-chunks";
import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";
import { BLOCK, TOOL, type InterviewStateBlock } from "@/features/interview/contract";
import { findBlock } from "@/lib/ai/offline/model/read-prompt";
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

export function questionFor(field: ProtocolField | "general"): PresentOptionsInput {
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

// ---------------------------------------------------------------------------
// Scripted models
// ---------------------------------------------------------------------------

export interface ScriptedToolCall {
  toolName: string;
  input: unknown;
  /** Raw JSON text instead of JSON.stringify(input) (e.g. to send malformed input). */
  rawInput?: string;
}

export interface ScriptedReply {
  reasoning?: string;
  text?: string;
  toolCalls?: ScriptedToolCall[];
}

export interface RecordedCall {
  index: number;
  kind: "generate" | "stream";
  /** Names of the tools the call offered (after activeTools filtering). */
  toolNames: string[];
  toolChoice: LanguageModelV3CallOptions["toolChoice"];
  prompt: LanguageModelV3Prompt;
  system: string;
  options: LanguageModelV3CallOptions;
}

export type ScriptHandler = (call: RecordedCall) => ScriptedReply | Promise<ScriptedReply>;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

let callIdCounter = 0;

function recordOf(options: LanguageModelV3CallOptions, kind: RecordedCall["kind"], index: number): RecordedCall {
  const toolNames = (options.tools ?? []).map((tool) => tool.name);
  const system = options.prompt
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n");
  return { index, kind, toolNames, toolChoice: options.toolChoice, prompt: options.prompt, system, options };
}

function contentOf(reply: ScriptedReply): LanguageModelV3Content[] {
  const content: LanguageModelV3Content[] = [];
  if (reply.reasoning) content.push({ type: "reasoning", text: reply.reasoning });
  if (reply.text) content.push({ type: "text", text: reply.text });
  for (const call of reply.toolCalls ?? []) {
    content.push({
      type: "tool-call",
      toolCallId: `call-${++callIdCounter}`,
      toolName: call.toolName,
      input: call.rawInput ?? JSON.stringify(call.input),
    });
  }
  return content;
}

function streamPartsOf(content: LanguageModelV3Content[], hasToolCalls: boolean): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
  content.forEach((item, index) => {
    if (item.type === "reasoning") {
      parts.push(
        { type: "reasoning-start", id: `r${index}` },
        { type: "reasoning-delta", id: `r${index}`, delta: item.text },
        { type: "reasoning-end", id: `r${index}` },
      );
    } else if (item.type === "text") {
      // two deltas, like a real stream
      const half = Math.ceil(item.text.length / 2);
      parts.push(
        { type: "text-start", id: `t${index}` },
        { type: "text-delta", id: `t${index}`, delta: item.text.slice(0, half) },
        { type: "text-delta", id: `t${index}`, delta: item.text.slice(half) },
        { type: "text-end", id: `t${index}` },
      );
    } else if (item.type === "tool-call") {
      parts.push(
        { type: "tool-input-start", id: item.toolCallId, toolName: item.toolName },
        { type: "tool-input-delta", id: item.toolCallId, delta: item.input },
        { type: "tool-input-end", id: item.toolCallId },
        item,
      );
    }
  });
  parts.push({
    type: "finish",
    finishReason: hasToolCalls ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" },
    usage,
  });
  return parts;
}

/**
 * A MockLanguageModelV3 whose doGenerate AND doStream both consult `handler`
 * (the sub-agents use generate, the interview agent streams). Every call is
 * recorded in `calls`, in order, before the handler runs; a handler that
 * throws makes the call reject (like a failed HTTP request).
 */
export function createScriptedModel(handler: ScriptHandler, modelId = "scripted-model") {
  const calls: RecordedCall[] = [];
  const model = new MockLanguageModelV3({
    modelId,
    doGenerate: async (options): Promise<LanguageModelV3GenerateResult> => {
      const call = recordOf(options, "generate", calls.length);
      calls.push(call);
      const reply = await handler(call);
      const content = contentOf(reply);
      const hasToolCalls = content.some((item) => item.type === "tool-call");
      return {
        content,
        finishReason: hasToolCalls ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" },
        usage,
        warnings: [],
      };
    },
    doStream: async (options): Promise<LanguageModelV3StreamResult> => {
      const call = recordOf(options, "stream", calls.length);
      calls.push(call);
      const reply = await handler(call);
      const content = contentOf(reply);
      const hasToolCalls = content.some((item) => item.type === "tool-call");
      return { stream: convertArrayToReadableStream(streamPartsOf(content, hasToolCalls)) };
    },
  });
  return { model, calls };
}

export function forcedToolName(call: Pick<RecordedCall, "toolChoice">): string | null {
  return call.toolChoice?.type === "tool" ? call.toolChoice.toolName : null;
}

/** The `<interview-state>` block the interview agent sent with this call (in the turn's context message). */
export function interviewStateOf(call: Pick<RecordedCall, "prompt">): InterviewStateBlock {
  const block = findBlock(call.prompt, BLOCK.interviewState);
  if (!block) throw new Error("no interview-state block in the prompt");
  return block as InterviewStateBlock;
}

/** Tool results (the model-facing form) found in a prompt, by tool name. */
export function toolResultsIn(prompt: LanguageModelV3Prompt, toolName: string) {
  return prompt.flatMap((message) =>
    message.role === "tool"
      ? message.content.filter(
          (part): part is Extract<typeof part, { type: "tool-result" }> => part.type === "tool-result" && part.toolName === toolName,
        )
      : [],
  );
}

export function isResearchCall(call: RecordedCall): boolean {
  return call.toolNames.includes(TOOL.submitBrief);
}

/** A research sub-agent run starts with a call that has no tool results yet. */
export function isResearchRunStart(call: RecordedCall): boolean {
  return isResearchCall(call) && !call.prompt.some((message) => message.role === "tool");
}

export function isInterviewCall(call: RecordedCall): boolean {
  return call.toolNames.some((name) => name === TOOL.presentOptions || name === TOOL.researchTopic || name === TOOL.designCurriculum);
}

/**
 * A well-behaved model for the interview + research roles: follows the forced
 * tool, asks about the interview state's nextField, researches with one search
 * and then submits `findings`.
 */
export function interviewBrain(options: { findings?: () => ResearchFindings; searchQuery?: string } = {}): ScriptHandler {
  const findings = options.findings ?? (() => findingsFixture());
  return (call) => {
    if (isResearchCall(call)) {
      const searched = toolResultsIn(call.prompt, TOOL.searchWeb).length > 0;
      const mustSubmit = forcedToolName(call) === TOOL.submitBrief || !call.toolNames.includes(TOOL.searchWeb);
      if (!searched && !mustSubmit) {
        return { toolCalls: [{ toolName: TOOL.searchWeb, input: { query: options.searchQuery ?? "kubernetes learning path" } }] };
      }
      return { toolCalls: [{ toolName: TOOL.submitBrief, input: findings() }] };
    }
    const forced = forcedToolName(call);
    if (forced === TOOL.researchTopic) {
      return { toolCalls: [{ toolName: TOOL.researchTopic, input: { topic: interviewStateOf(call).topic ?? "?" } }] };
    }
    if (forced === TOOL.designCurriculum) {
      return { toolCalls: [{ toolName: TOOL.designCurriculum, input: {} }] };
    }
    if (forced === TOOL.presentOptions || call.toolChoice?.type === "required") {
      const state = interviewStateOf(call);
      return { toolCalls: [{ toolName: TOOL.presentOptions, input: questionFor(state.nextField ?? "general") }] };
    }
    return { text: "I have nothing to add." };
  };
}

/** A course model that answers submitOutline with the given outlines, one per call (the last repeats). */
export function outlineBrain(...outlines: unknown[]): ScriptHandler {
  let index = 0;
  return () => {
    const outline = outlines[Math.min(index++, outlines.length - 1)];
    return { toolCalls: [{ toolName: TOOL.submitOutline, input: outline }] };
  };
}

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
