/**
 * A scripted OpenAI-compatible chat-completions server for tests: node:http on
 * 127.0.0.1 with an ephemeral port. Each POST /v1/chat/completions is recorded
 * and answered by the current script — streamed (SSE) when the request asks
 * for `stream: true`, one JSON body otherwise — including the ways real
 * servers misbehave: HTTP errors, HTML pages, cut or stalled connections.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { completionBody, sseFrames } from "./reply-frames";
import type { RecordedRequest, Reply, Script, WireBody } from "./wire-types";

export interface ScriptedServer {
  /** e.g. http://127.0.0.1:41234/v1 — what LLM_BASE_URL is set to. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Indexes of the requests whose client hung up before the reply was complete. */
  abandoned: number[];
  setScript(script: Script): void;
  /** Forget recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedServer(
  initial: Script = () => ({ content: "Hello." }),
  options: { port?: number; models?: readonly string[] } = {},
): Promise<ScriptedServer> {
  let script = initial;
  const requests: RecordedRequest[] = [];
  const abandoned: number[] = [];
  let index = 0;

  const server: Server = createServer((request, response) => {
    const received: Buffer[] = [];
    request.on("data", (chunk: Buffer) => received.push(chunk));
    request.on("end", () => {
      if (request.url === "/health") {
        response.writeHead(200).end("ok");
        return;
      }
      // The model list, as Ollama, LM Studio and vLLM answer it (the settings page's local servers read it).
      if (request.url === "/v1/models" && request.method === "GET") {
        const data = (options.models ?? ["scripted-model"]).map((id) => ({ id, object: "model", owned_by: "scripted" }));
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data }));
        return;
      }
      if (request.url !== "/v1/chat/completions" || request.method !== "POST") {
        response.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: WireBody;
      try {
        body = JSON.parse(Buffer.concat(received).toString("utf8")) as WireBody;
      } catch {
        response.writeHead(400).end();
        return;
      }
      const recorded: RecordedRequest = { method: request.method, url: request.url, headers: request.headers, body, index: index++ };
      requests.push(recorded);
      response.on("close", () => {
        if (!response.writableFinished) abandoned.push(recorded.index);
      });
      const reply = script(recorded);
      const answer = () => respond(response, body, reply);
      if (reply.firstByteDelayMs) setTimeout(answer, reply.firstByteDelayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned,
    setScript: (next) => {
      script = next;
    },
    reset: () => {
      requests.length = 0;
      abandoned.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function respond(response: ServerResponse, body: WireBody, reply: Reply): void {
  if (response.destroyed) return;
  if (reply.stallAfterFrames === 0) return; // never answers
  if (reply.status && reply.status !== 200) {
    const payload =
      typeof reply.errorBody === "string" ? reply.errorBody : JSON.stringify(reply.errorBody ?? { error: { message: "scripted failure" } });
    response.writeHead(reply.status, { "content-type": "application/json", "retry-after-ms": "0", ...reply.headers }).end(payload);
    return;
  }
  if (reply.rawBody !== undefined) {
    response.writeHead(200, { "content-type": reply.contentType ?? "text/html", ...reply.headers }).end(reply.rawBody);
    return;
  }
  if (!body.stream) {
    response.writeHead(200, { "content-type": "application/json", ...reply.headers }).end(JSON.stringify(completionBody(body, reply)));
    return;
  }
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...reply.headers });
  const frames = sseFrames(body, reply);
  let written = 0;
  const writeNext = () => {
    if (response.destroyed) return;
    if (reply.cutAfterFrames !== undefined && written >= reply.cutAfterFrames) {
      response.socket?.destroy(); // a reset mid-stream, as a proxy dropping the connection
      return;
    }
    if (reply.stallAfterFrames !== undefined && written >= reply.stallAfterFrames) return; // open, silent
    const next = frames.shift();
    if (next === undefined) {
      response.end();
      return;
    }
    response.write(next);
    written += 1;
    if (reply.frameDelayMs) setTimeout(writeNext, reply.frameDelayMs);
    else setImmediate(writeNext);
  };
  writeNext();
}
