/**
 * Drives the real interview agent (ToolLoopAgent + research and curriculum
 * sub-agents) with scripted mock models that record every call, through
 * streamInterviewTurn as the route does. Shared by
 * features/interview/agents/interview-agent-*.test.ts.
 */
import { expect } from "vitest";
import { TOOL } from "@/features/interview/contract";
import type { SearchProvider } from "@/lib/ai/search/search-provider";
import { parseInterviewRequest } from "@/features/interview/lib/interview-request";
import { createInterviewAgent, type InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { sampleOutline } from "@/tests/support/interview/interview-fixtures";
import { assembleMessage, fakeSearchProvider, readUiChunks, toolParts } from "@/tests/support/interview/interview-test-kit";
import { createScriptedModel, interviewBrain, outlineBrain, type ScriptHandler } from "@/tests/support/interview/interview-scripted-model";
import { signHandBuilt } from "@/tests/support/ai/signed-history";

export function setup(
  options: {
    chat?: ScriptHandler;
    course?: ScriptHandler;
    searchProvider?: SearchProvider | null;
  } = {},
) {
  const chat = createScriptedModel(options.chat ?? interviewBrain(), "chat-model");
  const course = createScriptedModel(options.course ?? outlineBrain(sampleOutline()), "course-model");
  const searchProvider = options.searchProvider === undefined ? fakeSearchProvider() : options.searchProvider;
  const agent = createInterviewAgent({ chatModel: chat.model, courseModel: course.model, searchProvider });
  return { chat, course, agent, searchProvider };
}

type Agent = ReturnType<typeof setup>["agent"];

/** One request, as the route makes it: JSON round trip, envelope parse, then the agent. */
export async function turn(agent: Agent, sent: InterviewUIMessage[]) {
  // Hand-built stored histories get the signatures the server would have given them.
  const messages = signHandBuilt(sent, agent.tools);
  const request = parseInterviewRequest(JSON.parse(JSON.stringify({ id: "interview-1", messages, locale: "en" })));
  const response = await streamInterviewTurn(request, { agent });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const chunks = await readUiChunks(response);
  const last = messages.at(-1);
  // A continuation streams into the same assistant message, as useChat does.
  const message = await assembleMessage(chunks, last?.role === "assistant" ? last : undefined);
  return { chunks, message, history: last?.role === "assistant" ? [...messages.slice(0, -1), message] : [...messages, message] };
}

export function pendingQuestionOf(message: InterviewUIMessage) {
  const pending = toolParts(message, TOOL.presentOptions).filter((part) => part.state === "input-available");
  expect(pending).toHaveLength(1);
  return pending[0]!;
}
