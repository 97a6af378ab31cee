/**
 * Scripted language models for the interview agents (not a test file itself):
 * MockLanguageModelV4s that record every call and answer from a handler, readers
 * for what a recorded call carried, and the well-behaved handlers (interviewBrain,
 * outlineBrain). The data they answer with comes from ./interview-test-kit.ts.
 */
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
} from "@ai-sdk/provider";
import { convertArrayToReadableStream, MockLanguageModelV4 } from "ai/test";
import { BLOCK, TOOL, type InterviewStateBlock } from "@/features/interview/contract";
import { findBlock } from "@/lib/ai/offline/model/read-prompt";
import type { ResearchFindings } from "@/features/interview/lib/interview-schemas";
import { findingsFixture, questionFor } from "./interview-test-kit";

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
  toolChoice: LanguageModelV4CallOptions["toolChoice"];
  prompt: LanguageModelV4Prompt;
  system: string;
  options: LanguageModelV4CallOptions;
}

export type ScriptHandler = (call: RecordedCall) => ScriptedReply | Promise<ScriptedReply>;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

let callIdCounter = 0;

function recordOf(options: LanguageModelV4CallOptions, kind: RecordedCall["kind"], index: number): RecordedCall {
  const toolNames = (options.tools ?? []).map((tool) => tool.name);
  const system = options.prompt
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n");
  return { index, kind, toolNames, toolChoice: options.toolChoice, prompt: options.prompt, system, options };
}

function contentOf(reply: ScriptedReply): LanguageModelV4Content[] {
  const content: LanguageModelV4Content[] = [];
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

function streamPartsOf(content: LanguageModelV4Content[], hasToolCalls: boolean): LanguageModelV4StreamPart[] {
  const parts: LanguageModelV4StreamPart[] = [{ type: "stream-start", warnings: [] }];
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
 * A MockLanguageModelV4 whose doGenerate AND doStream both consult `handler`
 * (the sub-agents use generate, the interview agent streams). Every call is
 * recorded in `calls`, in order, before the handler runs; a handler that
 * throws makes the call reject (like a failed HTTP request).
 */
export function createScriptedModel(handler: ScriptHandler, modelId = "scripted-model") {
  const calls: RecordedCall[] = [];
  // Shared by both paths: record the call first (so a throwing handler still leaves it recorded), then answer.
  const answer = async (options: LanguageModelV4CallOptions, kind: RecordedCall["kind"]) => {
    const call = recordOf(options, kind, calls.length);
    calls.push(call);
    const content = contentOf(await handler(call));
    return { content, hasToolCalls: content.some((item) => item.type === "tool-call") };
  };
  const model = new MockLanguageModelV4({
    modelId,
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      const { content, hasToolCalls } = await answer(options, "generate");
      return {
        content,
        finishReason: hasToolCalls ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" },
        usage,
        warnings: [],
      };
    },
    doStream: async (options): Promise<LanguageModelV4StreamResult> => {
      const { content, hasToolCalls } = await answer(options, "stream");
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
export function toolResultsIn(prompt: LanguageModelV4Prompt, toolName: string) {
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
