/**
 * Test support (not a test file): an OpenAI-compatible /embeddings endpoint on loopback that can
 * misbehave — fail the first N requests with 500, or answer garbage — so the real
 * `@ai-sdk/openai` embedding model is exercised end to end. Vectors come from testEmbedding.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { testEmbedding } from "./index-kit";

export interface EmbeddingServer {
  baseURL: string;
  requests: { model: string; inputs: number; authorization: string | undefined }[];
  /** Fail this many of the next requests with a 500. */
  failNext(count: number): void;
  /** Answer every request with a body that is not an embeddings response. */
  setGarbage(on: boolean): void;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

export async function startEmbeddingServer(): Promise<EmbeddingServer> {
  const requests: EmbeddingServer["requests"] = [];
  let failures = 0;
  let garbage = false;
  const server = createServer((request, response) => {
    void bodyOf(request).then((raw) => {
      const body = JSON.parse(raw) as { model: string; input: string | string[] };
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      requests.push({ model: body.model, inputs: inputs.length, authorization: request.headers.authorization });
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (garbage) {
        response.writeHead(200, { "content-type": "application/json" }).end('{"data": "nope"}');
        return;
      }
      const data = inputs.map((input, index) => ({ object: "embedding", index, embedding: testEmbedding(input) }));
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ object: "list", data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (count) => {
      failures = count;
    },
    setGarbage: (on) => {
      garbage = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
