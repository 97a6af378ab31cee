/**
 * The reference an interview turn is compared with: a bare node:http route doing
 * only the work a turn cannot avoid — read and JSON-parse the request, make the
 * same model requests (same bodies, to the same scripted server, streamed and
 * drained) and stream back the very UI chunks the app sent for that turn, one
 * SSE frame at a time. What the app spends beyond this is its own overhead:
 * routing, identity, the guard, validation, the agent loop and the provider.
 *
 * It runs in a child process on `nodeBin`, like every other server the bench
 * compares: the Node 20 figures need a Node 20 floor, and a route inside the
 * bench's own process would share its event loop with the client timing it and
 * the scripted model (its CPU could not be read apart from theirs either).
 * The turns to replay are sent once with PUT /, as to the Next.js reference.
 */
import { spawn } from "node:child_process";
import { childEnv } from "./app-server";

export interface ReplayTurn {
  /** The chat-completions bodies the app sent during this turn, in order. */
  upstream: string[];
  /** The app's streamed response for this turn. */
  response: string;
}

const SCRIPT = `
import { createServer } from "node:http";
const modelBaseURL = process.env.MINIMAL_MODEL_BASE_URL;
let turns = [];
async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
const server = createServer((request, response) => {
  void (async () => {
    const text = await readBody(request);
    if (request.method === "PUT") {
      turns = JSON.parse(text);
      response.writeHead(204).end();
      return;
    }
    JSON.parse(text);
    const turn = turns[Number(request.headers["x-replay"] ?? 0) % turns.length];
    if (!turn) throw new Error("no turn to replay");
    for (const body of turn.upstream) {
      const model = await fetch(modelBaseURL + "/chat/completions", { method: "POST", body, headers: { "content-type": "application/json" } });
      await model.text();
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const frame of turn.response.split(/(?<=\\n\\n)/)) response.write(frame);
    response.end();
  })().catch((error) => {
    response.writeHead(500).end(String(error));
  });
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: server.address().port })));
`;

export interface MinimalRoute {
  origin: string;
  /** The route's process id (its CPU time is read from /proc). */
  pid: number;
  /** One replayed turn, timed until the last byte. */
  turn(index: number, body: string): Promise<number>;
  close(): Promise<void>;
}

export async function startMinimalRoute(modelBaseURL: string, turns: ReplayTurn[], nodeBin = process.execPath): Promise<MinimalRoute> {
  const child = spawn(nodeBin, ["--input-type=module", "-e", SCRIPT], {
    env: childEnv({ MINIMAL_MODEL_BASE_URL: modelBaseURL }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the node:http reference did not start: ${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the node:http reference exited (${code}): ${output}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  const loaded = await fetch(`${origin}/`, { method: "PUT", body: JSON.stringify(turns), headers: { "content-type": "application/json" } });
  await loaded.arrayBuffer();
  if (loaded.status !== 204) {
    await close();
    throw new Error(`the node:http reference refused the replay (${loaded.status})`);
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async turn(index, body) {
      const started = performance.now();
      const reply = await fetch(`${origin}/`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "x-replay": String(index) },
      });
      const text = await reply.text();
      const elapsed = performance.now() - started;
      if (reply.status !== 200) throw new Error(`the node:http reference failed a turn (${reply.status}): ${text.slice(0, 300)}`);
      return elapsed;
    },
    close,
  };
}
