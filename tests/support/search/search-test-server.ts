/**
 * A throwaway HTTP server on 127.0.0.1 (random port) for the search provider
 * tests (imported only by *.test.ts). Each test sets `handler`; every request is
 * recorded with its body.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SearchProviderError } from "@/lib/ai/search/search-provider";
import { rejectionOf } from "@/tests/support/errors/rejection-of";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  handler: (request: RecordedRequest, response: ServerResponse) => void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const state: TestServer = {
    baseUrl: "",
    requests: [],
    handler: (_request, response) => {
      response.writeHead(404).end();
    },
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const recorded = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      state.requests.push(recorded);
      state.handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

export function sendJson(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** The error a provider's search rejects with: a SearchProviderError (the test fails on anything else, or on a result). */
export function searchError(promise: Promise<unknown>): Promise<SearchProviderError> {
  return rejectionOf(promise, SearchProviderError);
}
