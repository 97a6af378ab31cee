/**
 * The reference an interview turn is compared with: a bare node:http route doing
 * only the work a turn cannot avoid — read and JSON-parse the request, make the
 * same model requests (same bodies, to the same scripted server, streamed and
 * drained) and stream back the very UI chunks the app sent for that turn, one
 * SSE frame at a time. What the app spends beyond this is its own overhead:
 * routing, identity, the guard, validation, the agent loop and the provider.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReplayTurn {
  /** The chat-completions bodies the app sent during this turn, in order. */
  upstream: string[];
  /** The app's streamed response for this turn. */
  response: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startMinimalRoute(modelBaseURL: string, turns: ReplayTurn[]) {
  const server = createServer((request, response) => {
    void (async () => {
      JSON.parse(await readBody(request));
      const turn = turns[Number(request.headers["x-replay"] ?? 0) % turns.length];
      if (!turn) throw new Error("no turn to replay");
      for (const body of turn.upstream) {
        const model = await fetch(`${modelBaseURL}/chat/completions`, {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        });
        await model.text();
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const frame of turn.response.split(/(?<=\n\n)/)) response.write(frame);
      response.end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** One replayed turn, timed until the last byte. */
    async turn(index: number, body: string): Promise<number> {
      const started = performance.now();
      const reply = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "x-replay": String(index) },
      });
      await reply.text();
      return performance.now() - started;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
