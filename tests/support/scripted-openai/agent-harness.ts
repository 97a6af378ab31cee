/**
 * Runs the app's real agents through the real model registry (createOpenAI
 * `.chat()`, the repair middleware, the model fetch with its timeouts) against
 * a scripted server, and checks the invariants every turn must keep.
 */
import { expect } from "vitest";
import type { UIMessageChunk } from "ai";
import { TOOL } from "@/features/interview/contract";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { readServerEnv } from "@/lib/env";
import { createInterviewAgent, type InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { assembleMessage, chunksOfType, fakeSearchProvider, readUiChunks, toolParts } from "@/tests/support/interview/interview-test-kit";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { parseInterviewRequest } from "@/features/interview/lib/interview-request";
import { createChatAgent } from "@/features/chat/agents/chat-agent";
import { fakeLookup, runChatTurn } from "@/tests/support/chat/chat-test-kit";
import { signHandBuilt } from "@/tests/support/ai/signed-history";
import type { ScriptedServer } from "./scripted-server";

/**
 * Small limits keep the suite fast; the code paths are the production ones. Not too small: the scripted
 * server shares the test's event loop, and on a loaded 2-core machine a suite's first (cold) call took
 * over 400 ms to its first byte, so a polite model read as a stalled one. Native tool calling
 * unless `env` says otherwise: these suites test how native calls are repaired; the text protocol
 * that "auto" falls back to has its own (tests/integration/text-protocol-*.test.ts).
 */
export function scriptedRegistry(server: ScriptedServer, env: Record<string, string> = {}) {
  return createModelRegistry(
    readServerEnv({
      LLM_API_KEY: "test-key",
      LLM_BASE_URL: server.baseURL,
      LLM_MODEL: "scripted-model",
      LLM_FIRST_BYTE_TIMEOUT_MS: "2000",
      LLM_IDLE_TIMEOUT_MS: "1000",
      LLM_TOOL_CALLING: "native",
      ...env,
    }),
  );
}

export function scriptedInterviewAgent(server: ScriptedServer, env: Record<string, string> = {}) {
  const registry = scriptedRegistry(server, env);
  return createInterviewAgent({
    chatModel: registry.model("chat"),
    courseModel: registry.model("course"),
    searchProvider: fakeSearchProvider(),
  });
}

export function scriptedChatAgent(server: ScriptedServer, env: Record<string, string> = {}) {
  return createChatAgent({ model: scriptedRegistry(server, env).model("chat"), lookupCourses: fakeLookup().lookup });
}

export async function interviewTurn(agent: ReturnType<typeof scriptedInterviewAgent>, messages: InterviewUIMessage[]) {
  // Hand-built histories are signed as the server would have; streamed ones keep the server's own signatures.
  const signed = signHandBuilt(messages, agent.tools);
  const request = parseInterviewRequest(JSON.parse(JSON.stringify({ id: "suite-1", messages: signed, locale: "en" })));
  const response = await streamInterviewTurn(request, { agent });
  expect(response.status).toBe(200);
  const chunks = await readUiChunks(response);
  const last = signed.at(-1);
  const message = await assembleMessage(chunks, last?.role === "assistant" ? last : undefined);
  return { chunks, message };
}

export async function chatTurn(agent: ReturnType<typeof scriptedChatAgent>, text: string) {
  return runChatTurn(agent, [{ id: "u1", role: "user", parts: [{ type: "text", text }] }]);
}

const MARKUP = /<\/?think>|<\/?tool_call>|"arguments"\s*:/;

/** Nothing the learner reads as the tutor's words may be markup or reasoning. */
function expectCleanText(chunks: UIMessageChunk[], secretReasoning?: string) {
  const text = chunksOfType(chunks, "text-delta")
    .map((chunk) => chunk.delta)
    .join("");
  expect(text).not.toMatch(MARKUP);
  if (secretReasoning) expect(text).not.toContain(secretReasoning);
}

/** An error the learner can act on: one of our sentences, never the server's or the SDK's text. */
export function expectActionableError(chunks: UIMessageChunk[], pattern?: RegExp) {
  const errors = chunksOfType(chunks, "error").map((chunk) => chunk.errorText);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/retry/i);
  expect(errors[0]).not.toMatch(/AI_|JSON|Type validation|failed to pipe|fetch failed|ECONNRESET|127\.0\.0\.1/);
  if (pattern) expect(errors[0]).toMatch(pattern);
  return errors[0]!;
}

export type InterviewOutcome = "question" | "outline" | "error";

/**
 * The interview invariant: exactly one of an open valid question, the outline,
 * or an error with an actionable sentence; never raw markup or reasoning as text.
 */
export function expectInterviewInvariant(
  turn: { chunks: UIMessageChunk[]; message: InterviewUIMessage },
  expected: InterviewOutcome,
  secretReasoning?: string,
) {
  const { chunks, message } = turn;
  expectCleanText(chunks, secretReasoning);
  const open = toolParts(message, TOOL.presentOptions).filter((part) => part.state === "input-available");
  const outlines = chunksOfType(chunks, "tool-output-available").filter((chunk) =>
    toolParts(message, TOOL.designCurriculum).some((part) => part.toolCallId === chunk.toolCallId),
  );
  const errors = chunksOfType(chunks, "error");
  const outcomes = [open.length > 0 ? "question" : null, outlines.length > 0 ? "outline" : null, errors.length > 0 ? "error" : null].filter(
    Boolean,
  );
  expect(outcomes).toEqual([expected]);
  if (expected === "question") expect(open).toHaveLength(1);
  // Nothing left pending: every tool part is finished, but for the one open question.
  const pending = toolParts(message).filter(
    (part) => !part.state.startsWith("output-") && !(part.type === `tool-${TOOL.presentOptions}` && part.state === "input-available"),
  );
  expect(pending.map((part) => `${part.type}:${part.state}`)).toEqual([]);
  if (expected === "error") return expectActionableError(chunks);
  return null;
}
