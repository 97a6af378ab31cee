/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for the
 * interview-over-the-wire tests. It answers streamed (`stream: true`, SSE) and
 * generate (`stream: false`, one JSON body) calls, deciding from the request's
 * tools / tool_choice / messages alone, and records every request. Its `mode`
 * (settable between tests) makes it fail as a whole: HTTP 500, garbage SSE, or
 * never answering. Per-request misbehaviour lives in ./scripted-server.ts.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BLOCK, TOOL, type InterviewStateBlock } from "@/features/interview/contract";
import { findingsFixture, questionFor } from "@/tests/support/interview/interview-test-kit";
import { sampleOutline } from "@/tests/support/interview/interview-fixtures";
import { forcedToolOf, toolNamesOf, wireBlock } from "./good-model";
import type { WireBody } from "./wire-types";

export interface WireRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: WireBody;
}
interface WireReply {
  content?: string;
  toolCalls?: { name: string; arguments: unknown }[];
}

export type WireMode = "normal" | "http500" | "garbage" | "hang";

export interface WireModeServer {
  /** e.g. http://127.0.0.1:41234/v1 — what LLM_BASE_URL is set to. */
  baseURL: string;
  requests: WireRequest[];
  /** How the server answers the next requests; read per request. */
  mode: WireMode;
  /** Drops open sockets (a "hang" request otherwise stays open). */
  closeAllConnections(): void;
  close(): Promise<void>;
}

export const THINKING = "The learner named a subject; I should ask what they want to do with it.";
export const SPOKEN = "Let me ask you one thing.";
/** Put in the server's error bodies; the tests check it never reaches the learner. */
const SERVER_SECRET = "db-password=hunter2";

export function interviewStateIn(body: WireBody): InterviewStateBlock {
  const block = wireBlock(body, BLOCK.interviewState);
  if (!block) throw new Error("no interview-state block");
  return block as InterviewStateBlock;
}

/** What the "model" answers, from the request alone. */
function decide(body: WireBody): WireReply {
  const tools = toolNamesOf(body);
  const forced = forcedToolOf(body);
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

/** `completion` numbers the reply: it names the completion id and its tool-call ids. */
function sseChunks(body: WireBody, reply: WireReply, completion: number): string[] {
  const id = `chatcmpl-${completion}`;
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
        tool_calls: [{ index, id: `call_${completion}_${index}`, type: "function", function: { name: call.name, arguments: "" } }],
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

function completionJson(body: WireBody, reply: WireReply, completion: number) {
  return {
    id: `chatcmpl-${completion}`,
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
            id: `call_${completion}_${index}`,
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

export async function startWireModeServer(): Promise<WireModeServer> {
  let completionCounter = 0;
  const server = createServer();
  const handle: WireModeServer = {
    baseURL: "",
    requests: [],
    mode: "normal",
    closeAllConnections: () => server.closeAllConnections(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const received: Buffer[] = [];
    request.on("data", (chunk: Buffer) => received.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(received).toString("utf8")) as WireBody;
      handle.requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });

      if (request.url !== "/v1/chat/completions" || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      if (handle.mode === "hang") return; // never answers
      if (handle.mode === "http500") {
        // retry-after-ms: 0 keeps the SDK's two retries instant
        response.writeHead(500, { "content-type": "application/json", "retry-after-ms": "0" });
        response.end(JSON.stringify({ error: { message: `internal failure (${SERVER_SECRET})`, type: "server_error" } }));
        return;
      }
      if (handle.mode === "garbage") {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(`data: <html>502 Bad Gateway ${SERVER_SECRET}</html>\n\ndata: {"choices": [\n\ndata: [DONE]\n\n`);
        return;
      }

      const reply = decide(body);
      if (body.stream) {
        response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const frames = sseChunks(body, reply, ++completionCounter);
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
        response.end(JSON.stringify(completionJson(body, reply, ++completionCounter)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  handle.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return handle;
}
