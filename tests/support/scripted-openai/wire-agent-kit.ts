/**
 * The real interview agent, built through the real model registry
 * (createOpenAI(...).chat() + the <think> middleware), against the
 * ./wire-mode-server.ts chat-completions server: one server per test file,
 * reset before each test, plus the helpers the wire tests share.
 */
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { readServerEnv } from "@/lib/env";
import { createInterviewAgent, type InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { assembleMessage, fakeSearchProvider, readUiChunks } from "@/tests/support/interview/interview-test-kit";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { parseInterviewRequest } from "@/features/interview/lib/interview-request";
import { signHandBuilt } from "@/tests/support/ai/signed-history";
import { startWireModeServer, type WireModeServer } from "./wire-mode-server";
import type { WireBody } from "./wire-types";

function wireAgent(baseURL: string, extraEnv: Record<string, string>) {
  // Native tool calling: these suites check the native wire requests (the text protocol has its own suites).
  const registry = createModelRegistry(
    readServerEnv({ LLM_API_KEY: "test", LLM_BASE_URL: baseURL, LLM_MODEL: "wire-model", LLM_TOOL_CALLING: "native", ...extraEnv }),
  );
  const searchProvider = fakeSearchProvider();
  const agent = createInterviewAgent({
    chatModel: registry.model("chat"),
    courseModel: registry.model("course"),
    searchProvider,
  });
  return { agent, searchProvider, registry };
}

export type WireAgent = ReturnType<typeof wireAgent>["agent"];

/**
 * Starts the server for the calling test file and, before each test, puts it
 * back in "normal" mode with no recorded requests (and restores console spies).
 * Use the returned object inside tests only: the server starts in beforeAll.
 */
export function setupWireSuite() {
  let started: WireModeServer | undefined;
  beforeAll(async () => {
    started = await startWireModeServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    server().mode = "normal";
    server().requests.length = 0;
    vi.restoreAllMocks();
  });
  const server = () => {
    if (!started) throw new Error("the wire server starts in beforeAll: use the suite inside tests");
    return started;
  };
  return {
    get server() {
      return server();
    },
    get requests() {
      return server().requests;
    },
    /** The interview agent wired to this server; `extraEnv` adds to the registry's env. */
    agent: (extraEnv: Record<string, string> = {}) => wireAgent(server().baseURL, extraEnv),
    streamed: () => server().requests.filter((request) => request.body.stream === true),
    generated: () => server().requests.filter((request) => request.body.stream !== true),
  };
}

/** One interview turn through the route's own request parsing and streaming; the UI chunks and the assembled message. */
export async function turn(agent: WireAgent, sent: InterviewUIMessage[], abortSignal?: AbortSignal) {
  // Hand-built stored histories get the signatures the server would have given them.
  const messages = signHandBuilt(sent, agent.tools);
  const request = parseInterviewRequest(JSON.parse(JSON.stringify({ id: "wire-1", messages, locale: "en" })));
  const response = await streamInterviewTurn(request, { agent, abortSignal });
  expect(response.status).toBe(200);
  const chunks = await readUiChunks(response);
  const last = messages.at(-1);
  const message = await assembleMessage(chunks, last?.role === "assistant" ? last : undefined);
  return { chunks, message };
}

export function expectWellFormedTools(body: WireBody) {
  expect(Array.isArray(body.tools)).toBe(true);
  for (const tool of body.tools ?? []) {
    expect(tool.type).toBe("function");
    expect(tool.function.name).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    expect(typeof tool.function.description).toBe("string");
    const parameters = tool.function.parameters as {
      type: string;
      properties: Record<string, unknown>;
      required?: string[];
      additionalProperties?: boolean;
    };
    expect(parameters.type).toBe("object");
    expect(typeof parameters.properties).toBe("object");
    for (const name of parameters.required ?? []) expect(parameters.properties).toHaveProperty(name);
    expect(parameters.additionalProperties).toBe(false);
    // plain JSON: no functions, no undefined, no unresolved refs to nowhere
    expect(JSON.parse(JSON.stringify(parameters))).toEqual(parameters);
  }
}
