/**
 * A well-behaved model, decided from the request alone: it calls the forced
 * tool with valid arguments, researches once, asks the interview's next field,
 * designs the outline, writes chapters, answers chat in text. Misbehaving
 * scripts in the suite start from it and break one thing.
 */
import { TOOL as COURSES_TOOL } from "@/features/courses/contract";
import { BLOCK, TOOL, type InterviewStateBlock } from "@/features/interview/contract";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { CHAT_TOOL } from "@/features/chat/contract";
import { findingsFixture, questionFor } from "@/tests/support/interview/interview-test-kit";
import { sampleOutline } from "@/tests/support/interview/interview-fixtures";
import type { RecordedRequest, Reply, WireBody } from "./wire-types";

export const CHAPTER_MARKDOWN = `# Pods\n\n${"A pod runs one or more containers that share a network namespace. ".repeat(12)}`;

export const toolNamesOf = (body: WireBody) => (body.tools ?? []).map((tool) => tool.function.name);
export const forcedToolOf = (body: WireBody) => (typeof body.tool_choice === "object" ? body.tool_choice.function.name : null);

/** The text of a wire message (a string, or text parts). */
export function wireText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part: { type?: string; text?: unknown }) => (part?.type === "text" ? String(part.text) : "")).join("\n");
}

/** A prompt block wherever the request carries it (the turn's context message comes last), latest first. */
export function wireBlock(body: WireBody, tag: string): unknown {
  for (const message of [...body.messages].reverse()) {
    if (message.role !== "system" && message.role !== "user") continue;
    const block = readBlock(wireText(message.content), tag);
    if (block !== null) return block;
  }
  return null;
}

export function interviewStateOf(body: WireBody): InterviewStateBlock | null {
  return wireBlock(body, BLOCK.interviewState) as InterviewStateBlock | null;
}

/** What a polite model calls for this request (name and arguments), or null for a text answer. */
export function goodCall(body: WireBody): { name: string; arguments: unknown } | null {
  const tools = toolNamesOf(body);
  const forced = forcedToolOf(body);
  if (tools.includes(TOOL.submitOutline)) return { name: TOOL.submitOutline, arguments: sampleOutline() };
  if (tools.includes(COURSES_TOOL.saveChapter)) return { name: COURSES_TOOL.saveChapter, arguments: { markdown: CHAPTER_MARKDOWN } };
  if (tools.includes(TOOL.submitBrief)) {
    const searched = body.messages.some((message) => message.role === "tool");
    if (!searched && tools.includes(TOOL.searchWeb) && forced !== TOOL.submitBrief) {
      return { name: TOOL.searchWeb, arguments: { query: "kubernetes learning path" } };
    }
    return { name: TOOL.submitBrief, arguments: findingsFixture() };
  }
  const state = interviewStateOf(body);
  if (forced === TOOL.researchTopic) return { name: TOOL.researchTopic, arguments: { topic: state?.topic ?? "Kubernetes" } };
  if (forced === TOOL.designCurriculum) return { name: TOOL.designCurriculum, arguments: {} };
  if (forced === TOOL.presentOptions || (state && body.tool_choice === "required")) {
    return { name: TOOL.presentOptions, arguments: questionFor(state?.nextField ?? "general") };
  }
  return null;
}

export const GOOD_CHAT_ANSWER = "A pod is the smallest deployable unit in Kubernetes.";

/** The polite reply: the forced call, or a text answer in chat. */
export function goodReply(request: RecordedRequest): Reply {
  const call = goodCall(request.body);
  if (call) return { toolCalls: [call] };
  return { content: GOOD_CHAT_ANSWER };
}

export const isChatRequest = (body: WireBody) => toolNamesOf(body).includes(CHAT_TOOL.offerOptions);
export const isInterviewRequest = (body: WireBody) => interviewStateOf(body) !== null;
