import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart as Part,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { correctionMessages, judgeReply, type Verdict } from "./judge-reply";
import { standInAnswer } from "./stand-in";
import { textProtocolParams } from "./tool-instructions";

/**
 * One step of an agent on a model without tool calling: the text-protocol
 * request; when the reply does not answer it (words for a forced tool, nothing,
 * a tool not offered), ONE corrective retry; then the step is completed by the
 * offline stand-in for that agent, marked as such. A transport failure (a
 * timeout, a cut stream, an HTTP error) is not a content problem: it is passed
 * on as it is, so a model that never answers ends in the same error every time.
 */
export interface Attempt {
  text: string;
  usage: LanguageModelV4Usage | undefined;
  /** What to pass on from this response (stream-start, response metadata, raw chunks, native reasoning). */
  passOn: Part[];
  /** A transport failure inside a stream. */
  error?: unknown;
  response?: unknown;
}

export interface TextAnswer {
  content: LanguageModelV4Content[];
  usage: LanguageModelV4Usage | undefined;
  finishReason: LanguageModelV4FinishReason;
  passOn: Part[];
  error?: unknown;
  response?: unknown;
  /** True when the offline stand-in answered. */
  standIn: boolean;
}

const add = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
export function addUsage(a: LanguageModelV4Usage | undefined, b: LanguageModelV4Usage | undefined): LanguageModelV4Usage | undefined {
  if (!a || !b) return a ?? b;
  return {
    ...b,
    inputTokens: { ...b.inputTokens, total: add(a.inputTokens.total, b.inputTokens.total) },
    outputTokens: { ...b.outputTokens, total: add(a.outputTokens.total, b.outputTokens.total) },
  };
}

let sequence = 0;
const callId = () => `textcall_${Date.now().toString(36)}_${++sequence}`;

export function textAnswerContent(verdict: Extract<Verdict, { ok: true }>): LanguageModelV4Content[] {
  const content: LanguageModelV4Content[] = [];
  if (verdict.reasoning) content.push({ type: "reasoning", text: verdict.reasoning });
  if (verdict.call) {
    content.push({
      type: "tool-call",
      toolCallId: callId(),
      toolName: verdict.call.toolName,
      input: JSON.stringify(verdict.call.input ?? {}),
    });
  } else if (verdict.text) content.push({ type: "text", text: verdict.text });
  return content;
}

const finishOf = (content: LanguageModelV4Content[]): LanguageModelV4FinishReason =>
  content.some((part) => part.type === "tool-call") ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };

/**
 * The words a model wrote in answer to a forced tool on the native path, read
 * as a text-protocol reply: a question asked in prose is the question — no need
 * to ask again. Null when they do not answer the step.
 */
export function wordsAsAnswer(words: string, params: LanguageModelV4CallOptions, attempt: Omit<Attempt, "text">): TextAnswer | null {
  const verdict = judgeReply(words, params);
  if (!verdict.ok || !verdict.call) return null;
  const content = textAnswerContent(verdict);
  return {
    content,
    usage: attempt.usage,
    finishReason: finishOf(content),
    passOn: attempt.passOn,
    response: attempt.response,
    standIn: false,
  };
}

export async function textAnswer(
  params: LanguageModelV4CallOptions,
  attempt: (params: LanguageModelV4CallOptions) => Promise<Attempt>,
  standIn: LanguageModelV4,
): Promise<TextAnswer> {
  let usage: LanguageModelV4Usage | undefined;
  let request = textProtocolParams(params);
  let first: Attempt | undefined;
  for (let round = 0; round < 2; round++) {
    const result = await attempt(request);
    first ??= result;
    usage = addUsage(usage, result.usage);
    if (result.error !== undefined) {
      return {
        content: [],
        usage,
        finishReason: { unified: "error", raw: undefined },
        passOn: result.passOn,
        error: result.error,
        standIn: false,
      };
    }
    const verdict = judgeReply(result.text, params);
    if (verdict.ok) {
      const content = textAnswerContent(verdict);
      return { content, usage, finishReason: finishOf(content), passOn: result.passOn, response: result.response, standIn: false };
    }
    console.warn(
      `[text-protocol] ${params.tools?.length ? "tool step" : "step"}: ${verdict.problem}${round === 0 ? " Retrying once." : ""}`,
    );
    request = textProtocolParams(params, correctionMessages(params, verdict));
  }
  const content = await standInAnswer(params, standIn);
  console.warn("[text-protocol] the model did not answer the step after one retry: the offline stand-in completed it.");
  return { content, usage, finishReason: finishOf(content), passOn: first?.passOn ?? [], response: first?.response, standIn: true };
}
