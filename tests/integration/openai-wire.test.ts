/**
 * The real interview agent, built through the real model registry
 * (createOpenAI(...).chat() + the <think> middleware), against a small
 * OpenAI-compatible chat-completions server started here on 127.0.0.1.
 *
 * The interview agent streams (`stream: true`, SSE); the research and
 * curriculum sub-agents use generate (`stream: false`, one JSON body). The
 * server answers both, deciding from the request's tools / tool_choice /
 * messages, and records every request.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOCK, TOOL, type InterviewStateBlock } from "@/features/interview/contract";
import { wireBlock } from "@/tests/support/scripted-openai/good-model";
import { createModelRegistry } from "@/lib/ai/model-registry";
import { readServerEnv } from "@/lib/env";
import { createInterviewAgent, type InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import {
  answerQuestion,
  assembleMessage,
  chunksOfType,
  fakeSearchProvider,
  FIELD_OPTIONS,
  findingsFixture,
  KUBERNETES_SOURCE,
  questionFor,
  readUiChunks,
  toolParts,
} from "@/tests/support/interview/interview-test-kit";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { parseInterviewRequest } from "@/features/interview/lib/interview-request";
import { courseOutlineSchema, researchBriefSchema } from "@/features/interview/lib/interview-schemas";
import { compactResearchBrief } from "@/features/interview/lib/research-brief";
import { allFourAnswered, researchedConversation, sampleOutline, userText } from "@/tests/support/interview/interview-fixtures";
import { signHandBuilt } from "@/tests/support/ai/signed-history";

// ---------------------------------------------------------------------------
// The fake OpenAI-compatible server
// ---------------------------------------------------------------------------

interface WireTool {
  type: string;
  function: { name: string; description?: string; parameters: Record<string, unknown>; strict?: boolean };
}
interface WireMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}
interface WireBody {
  model: string;
  stream?: boolean;
  stream_options?: unknown;
  messages: WireMessage[];
  tools?: WireTool[];
  tool_choice?: string | { type: string; function: { name: string } };
}
interface WireRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: WireBody;
}
interface WireReply {
  content?: string;
  toolCalls?: { name: string; arguments: unknown }[];
}

type Mode = "normal" | "http500" | "garbage" | "hang";

const THINKING = "The learner named a subject; I should ask what they want to do with it.";
const SPOKEN = "Let me ask you one thing.";
const SERVER_SECRET = "db-password=hunter2";

let server: Server;
let baseURL: string;
let mode: Mode = "normal";
const requests: WireRequest[] = [];
let completionCounter = 0;

const toolNamesOf = (body: WireBody) => (body.tools ?? []).map((tool) => tool.function.name);
const forcedFunction = (body: WireBody) => (typeof body.tool_choice === "object" ? body.tool_choice.function.name : null);

function interviewStateIn(body: WireBody): InterviewStateBlock {
  const block = wireBlock(body, BLOCK.interviewState);
  if (!block) throw new Error("no interview-state block");
  return block as InterviewStateBlock;
}

/** What the "model" answers, from the request alone. */
function decide(body: WireBody): WireReply {
  const tools = toolNamesOf(body);
  const forced = forcedFunction(body);
  if (tools.includes(TOOL.submitOutline)) {
    return { toolCalls: [{ name: TOOL.submitOutline, arguments: sampleOutline() }] };
  }
  if (tools.includes(TOOL.submitBrief)) {
    const searched = body.messages.some((message) => message.role === "tool");
    if (!searched && tools.includes(TOOL.searchWeb) && forced !== TOOL.submitBrief) {
      return { toolCalls: [{ name: TOOL.searchWeb, arguments: { query: "kubernetes learning path" } }] };
    }
    return { toolCalls: [{ name: TOOL.submitBrief, arguments: findingsFixture() }] };
  }
  if (forced === TOOL.researchTopic) {
    return { toolCalls: [{ name: TOOL.researchTopic, arguments: { topic: interviewStateIn(body).topic } }] };
  }
  if (forced === TOOL.designCurriculum) {
    return { toolCalls: [{ name: TOOL.designCurriculum, arguments: {} }] };
  }
  if (forced === TOOL.presentOptions || body.tool_choice === "required") {
    const field = interviewStateIn(body).nextField ?? "general";
    // Reasoning models served through chat-completions put their thinking inline.
    return {
      content: `<think>${THINKING}</think>${SPOKEN}`,
      toolCalls: [{ name: TOOL.presentOptions, arguments: questionFor(field) }],
    };
  }
  return { content: "Hello." };
}

/** Splits a string into pieces of `size` characters (so tags and JSON arrive cut mid-token). */
function pieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}

function sseChunks(body: WireBody, reply: WireReply): string[] {
  const id = `chatcmpl-${++completionCounter}`;
  const created = 1_700_000_000;
  const frame = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  const frames = [frame({ role: "assistant", content: "" })];
  if (reply.content) for (const piece of pieces(reply.content, 9)) frames.push(frame({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    frames.push(
      frame({
        tool_calls: [{ index, id: `call_${completionCounter}_${index}`, type: "function", function: { name: call.name, arguments: "" } }],
      }),
    );
    for (const piece of pieces(JSON.stringify(call.arguments), 3)) {
      frames.push(frame({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  frames.push(frame({}, reply.toolCalls?.length ? "tool_calls" : "stop"));
  // usage arrives in the last chunk (stream_options.include_usage), with no choices
  frames.push(
    `data: ${JSON.stringify({
      id,
      object: "chat.completion.chunk",
      created,
      model: body.model,
      choices: [],
      usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
    })}\n\n`,
  );
  frames.push("data: [DONE]\n\n");
  return frames;
}

function completionJson(body: WireBody, reply: WireReply) {
  const id = `chatcmpl-${++completionCounter}`;
  return {
    id,
    object: "chat.completion",
    created: 1_700_000_000,
    model: body.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.content ?? null,
          tool_calls: reply.toolCalls?.map((call, index) => ({
            id: `call_${completionCounter}_${index}`,
            type: "function",
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        },
        finish_reason: reply.toolCalls?.length ? "tool_calls" : "stop",
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

async function startServer(): Promise<void> {
  server = createServer((request, response) => {
    const received: Buffer[] = [];
    request.on("data", (chunk: Buffer) => received.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(received).toString("utf8")) as WireBody;
      requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });

      if (request.url !== "/v1/chat/completions" || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      if (mode === "hang") return; // never answers
      if (mode === "http500") {
        // retry-after-ms: 0 keeps the SDK's two retries instant
        response.writeHead(500, { "content-type": "application/json", "retry-after-ms": "0" });
        response.end(JSON.stringify({ error: { message: `internal failure (${SERVER_SECRET})`, type: "server_error" } }));
        return;
      }
      if (mode === "garbage") {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(`data: <html>502 Bad Gateway ${SERVER_SECRET}</html>\n\ndata: {"choices": [\n\ndata: [DONE]\n\n`);
        return;
      }

      const reply = decide(body);
      if (body.stream) {
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const frames = sseChunks(body, reply);
        // Written one by one, so the client sees a real stream.
        const writeNext = () => {
          const next = frames.shift();
          if (next === undefined) return response.end();
          response.write(next);
          setImmediate(writeNext);
        };
        writeNext();
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(completionJson(body, reply)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

beforeAll(startServer);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  mode = "normal";
  requests.length = 0;
  vi.restoreAllMocks();
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function wireAgent(extraEnv: Record<string, string> = {}) {
  const registry = createModelRegistry(readServerEnv({ LLM_API_KEY: "test", LLM_BASE_URL: baseURL, LLM_MODEL: "wire-model", ...extraEnv }));
  const searchProvider = fakeSearchProvider();
  const agent = createInterviewAgent({
    chatModel: registry.model("chat"),
    courseModel: registry.model("course"),
    searchProvider,
  });
  return { agent, searchProvider, registry };
}

async function turn(agent: ReturnType<typeof wireAgent>["agent"], sent: InterviewUIMessage[], abortSignal?: AbortSignal) {
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

const streamed = () => requests.filter((request) => request.body.stream === true);
const generated = () => requests.filter((request) => request.body.stream !== true);

function expectWellFormedTools(body: WireBody) {
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

// ---------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------

describe("interview agent over the OpenAI chat-completions wire", () => {
  it("first turn: research (streamed call + two generate calls), then a question card left input-available", async () => {
    const { agent, searchProvider } = wireAgent();
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    expect(chunksOfType(chunks, "error")).toEqual([]);
    // Every request: the right endpoint, model and key.
    for (const request of requests) {
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/v1/chat/completions");
      expect(request.headers.authorization).toBe("Bearer test");
      expect(request.body.model).toBe("wire-model");
    }
    expect(requests.map((request) => [request.body.stream === true, forcedFunction(request.body) ?? request.body.tool_choice])).toEqual([
      [true, TOOL.researchTopic],
      [false, "required"],
      [false, "required"],
      [true, TOOL.presentOptions],
    ]);
    // The interview offers the same tools in the same order on every request (a cacheable prefix); tool_choice steers.
    const interviewTools = [TOOL.presentOptions, TOOL.researchTopic, TOOL.designCurriculum];
    expect(requests.map((request) => toolNamesOf(request.body))).toEqual([
      interviewTools,
      [TOOL.searchWeb, TOOL.submitBrief],
      [TOOL.searchWeb, TOOL.submitBrief],
      interviewTools,
    ]);
    expect(JSON.stringify(requests[3]!.body.tools)).toBe(JSON.stringify(requests[0]!.body.tools));
    for (const request of requests) expectWellFormedTools(request.body);
    for (const request of streamed()) expect(request.body.stream_options).toEqual({ include_usage: true });
    expect(searchProvider.queries).toEqual(["kubernetes learning path"]);

    // The forced tool_choice is the OpenAI function form.
    expect(streamed()[0]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.researchTopic } });
    expect(streamed()[1]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.presentOptions } });

    // The research output reaches the learner in full, with the source the search returned.
    const researchOutputs = chunksOfType(chunks, "tool-output-available");
    expect(researchOutputs).toHaveLength(1);
    const brief = researchBriefSchema.parse(researchOutputs[0]!.output);
    expect(brief.sources).toEqual([{ url: KUBERNETES_SOURCE.url, title: KUBERNETES_SOURCE.title }]);

    // The question card: assembled from tool_calls deltas split over several chunks; no output.
    const questions = toolParts(message, TOOL.presentOptions);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ state: "input-available", input: questionFor("goal") });
    expect(chunks.some((chunk) => chunk.type === "tool-output-available" && chunk.toolCallId === questions[0]!.toolCallId)).toBe(false);
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
  });

  it("a <think>…</think> prefix comes out as a reasoning part, never as text", async () => {
    const { agent } = wireAgent();
    const { chunks, message } = await turn(agent, [userText("Kubernetes")]);

    const reasoning = message.parts.filter((part) => part.type === "reasoning");
    expect(reasoning.map((part) => part.text).join("")).toBe(THINKING);
    // (The empty text part a first `content: ""` delta opens before <think> is harmless and ignored.)
    const text = message.parts.filter((part) => part.type === "text" && part.text !== "");
    expect(text.map((part) => (part as { text: string }).text.trim())).toEqual([SPOKEN]);
    const order = message.parts.map((part) => (part.type === "text" && part.text === "" ? null : part.type)).filter(Boolean);
    expect(order.indexOf("reasoning")).toBeLessThan(order.indexOf("text"));
    const deltas = chunksOfType(chunks, "text-delta")
      .map((chunk) => chunk.delta)
      .join("");
    expect(deltas).not.toContain("<think>");
    expect(deltas).not.toContain("</think>");
    expect(deltas).not.toContain(THINKING);
  });

  it("the step after research sends researchTopic's result as a role:'tool' message holding the compact brief", async () => {
    const { agent } = wireAgent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);
    const fullBrief = researchBriefSchema.parse(chunksOfType(chunks, "tool-output-available")[0]!.output);

    const second = streamed()[1]!.body;
    const call = second.messages
      .flatMap((message) => (message.role === "assistant" ? (message.tool_calls ?? []) : []))
      .find((toolCall) => toolCall.function.name === TOOL.researchTopic);
    expect(call).toBeDefined();
    expect(call!.type).toBe("function");
    expect(JSON.parse(call!.function.arguments)).toEqual({ topic: "Kubernetes" });

    const result = second.messages.find((message) => message.role === "tool" && message.tool_call_id === call!.id);
    expect(result).toBeDefined();
    expect(typeof result!.content).toBe("string");
    const seen = JSON.parse(result!.content as string) as Record<string, unknown>;
    expect(seen).toEqual({ ...compactResearchBrief(fullBrief) });
    expect(seen).toHaveProperty("sourceCount", 1);
    expect(seen).not.toHaveProperty("sources");
    expect(JSON.stringify(second.messages)).not.toContain(KUBERNETES_SOURCE.url);
    expect(interviewStateIn(second)).toMatchObject({ researched: true, nextField: "goal" });

    // The tool message directly follows the assistant message that called it.
    const assistantIndex = second.messages.findIndex((message) => message.tool_calls?.some((toolCall) => toolCall.id === call!.id));
    expect(second.messages[assistantIndex + 1]).toBe(result);
  });

  it("answering over the wire: the next question comes, the answer is sent as a tool message, no new research", async () => {
    const { agent } = wireAgent();
    const first = await turn(agent, [userText("Kubernetes", "user-wire-1")]);
    const pending = toolParts(first.message, TOOL.presentOptions)[0]!;
    const choice = FIELD_OPTIONS.goal[0];
    const answered = answerQuestion(first.message, pending.toolCallId, { selected: [choice] });
    requests.length = 0;

    const { chunks, message } = await turn(agent, [userText("Kubernetes", "user-wire-1"), answered]);
    expect(chunksOfType(chunks, "error")).toEqual([]);
    expect(generated()).toEqual([]); // no research
    expect(streamed()).toHaveLength(1);
    const body = streamed()[0]!.body;
    expect(body.tool_choice).toEqual({ type: "function", function: { name: TOOL.presentOptions } });
    const answer = body.messages.find((entry) => entry.role === "tool" && entry.tool_call_id === pending.toolCallId);
    expect(JSON.parse(answer!.content as string)).toEqual({ selected: [choice] });
    expect(interviewStateIn(body)).toMatchObject({ nextField: "background" });
    expect(interviewStateIn(body).known.goal).toBe(choice);

    const questions = toolParts(message, TOOL.presentOptions);
    expect(questions.map((part) => [part.state, (part.input as { targetField: string }).targetField])).toEqual([
      ["output-available", "goal"],
      ["input-available", "background"],
    ]);
  });

  it("a complete profile: designCurriculum forced, the course model's submitOutline forced, outline streamed", async () => {
    const { agent } = wireAgent({ LLM_COURSE_MODEL: "wire-course-model" });
    const { chunks } = await turn(agent, researchedConversation("Kubernetes", ...allFourAnswered()));
    expect(chunksOfType(chunks, "error")).toEqual([]);

    expect(streamed()).toHaveLength(1);
    expect(streamed()[0]!.body.tool_choice).toEqual({ type: "function", function: { name: TOOL.designCurriculum } });
    expect(streamed()[0]!.body.model).toBe("wire-model");
    expect(generated()).toHaveLength(1);
    const design = generated()[0]!.body;
    expect(design.model).toBe("wire-course-model");
    expect(toolNamesOf(design)).toEqual([TOOL.submitOutline]);
    expect(design.tool_choice).toEqual({ type: "function", function: { name: TOOL.submitOutline } });
    expectWellFormedTools(design);

    const outputs = chunksOfType(chunks, "tool-output-available");
    expect(outputs).toHaveLength(1);
    expect(courseOutlineSchema.parse(outputs[0]!.output).title).toBe(sampleOutline().title);
  });

  it("HTTP 500 from the server → retried, then one safe error chunk; the server's text never reaches the learner", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    mode = "http500";
    const { agent } = wireAgent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);

    expect(requests).toHaveLength(3); // one call + the SDK's two retries
    expect(chunksOfType(chunks, "error").map((chunk) => chunk.errorText)).toEqual([
      "The model service failed (HTTP 500). Your conversation is kept: retry.",
    ]);
    expect(JSON.stringify(chunks)).not.toContain("hunter2");
    expect(JSON.stringify(chunks)).not.toContain("127.0.0.1");
    expect(consoleError).toHaveBeenCalled();
  });

  it("garbage (non-JSON) SSE from the server → one safe error chunk, no garbage in the stream", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    mode = "garbage";
    const { agent } = wireAgent();
    const { chunks } = await turn(agent, [userText("Kubernetes")]);

    const errors = chunksOfType(chunks, "error").map((chunk) => chunk.errorText);
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const text of errors) {
      expect(text).toBe("The tutor could not finish this answer. Your conversation is kept: retry.");
    }
    const wire = JSON.stringify(chunks);
    for (const leak of ["hunter2", "Bad Gateway", "<html>", "JSON", "Type validation"]) expect(wire).not.toContain(leak);
    expect(chunksOfType(chunks, "tool-input-available")).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
  });

  // BUG (reported): LLM_TIMEOUT_MS is validated by lib/env.ts but nothing uses it — the registry
  // passes no timeout/fetch to createOpenAI and the agents set no `timeout`. A server that never
  // answers keeps the learner's turn open indefinitely instead of ending with "The model took
  // too long…". `it.fails` keeps the suite green; drop `.fails` once fixed.
  it("a server that never answers → the configured LLM_TIMEOUT_MS ends the turn with a safe message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mode = "hang";
    const { agent } = wireAgent({ LLM_TIMEOUT_MS: "1000" });
    const abort = new AbortController();
    try {
      const outcome = await Promise.race([
        turn(agent, [userText("Kubernetes")], abort.signal),
        new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 2500)),
      ]);
      expect(outcome).not.toBe("hung");
      if (outcome !== "hung") {
        expect(chunksOfType(outcome.chunks, "error").map((chunk) => chunk.errorText)).toEqual([
          "The model took too long to answer. Your conversation is kept: retry.",
        ]);
      }
    } finally {
      abort.abort();
      server.closeAllConnections();
    }
  }, 10_000);
});
