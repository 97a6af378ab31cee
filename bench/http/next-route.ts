/**
 * The target reference for an interview turn: a minimal route handler in a bare
 * Next.js app of our versions (./bare-next.ts, POST /turn) doing only the work a
 * turn cannot avoid — read and JSON-parse the request, make the same model
 * requests (same bodies, to the same scripted server, drained) and stream back
 * the very UI chunks the app sent for that turn. Unlike the node:http route
 * (./minimal-route.ts) it pays Next.js's own routing and Web-stream costs, so
 * the difference from it is what the app itself adds. Issue 11's target: the
 * app's turn ≤ 2× this route's, in the same run.
 */
import type { ReplayTurn } from "./minimal-route";
import { startServer, type RunningServer } from "./app-server";

export interface NextReference {
  /** The reference server's process id (its CPU time is read from /proc). */
  pid: number;
  /** Replaces the turns the route replays. */
  load(turns: ReplayTurn[]): Promise<void>;
  /** One replayed turn, timed until the last byte. */
  turn(index: number, body: string): Promise<number>;
  /** The same turn's model requests through the AI SDK alone (./sdk-floor-route.ts), timed until the last byte. */
  sdkTurn(index: number, body: string): Promise<number>;
  stop(): Promise<void>;
}

async function timedReplay(url: string, index: number, body: string): Promise<number> {
  const started = performance.now();
  const reply = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", "x-replay": String(index) } });
  const text = await reply.text();
  const elapsed = performance.now() - started;
  // A replay the SDK refused streams an error chunk with status 200: it would time a turn cut short.
  if (reply.status !== 200 || text.includes('"type":"error"') || !text.includes('"type":"finish"')) {
    throw new Error(`the Next.js reference ${url} failed a turn (${reply.status}): ${text.slice(0, 300)}`);
  }
  return elapsed;
}

/** The bare app's server on `nodeBin`: the reference runs on the same Node as the app it is compared with. */
export async function startNextReference(
  bareDir: string,
  modelBaseURL: string,
  nodeBin = process.execPath,
  nodeArgs: string[] = [],
): Promise<NextReference> {
  const server: RunningServer = await startServer({ dir: bareDir, nodeBin, nodeArgs });
  const url = `${server.origin}/turn`;
  const sdkUrl = `${server.origin}/sdk-turn`;
  return {
    pid: server.pid,
    async load(turns) {
      const body = JSON.stringify({ modelBaseURL, turns: turns.map(({ upstream, response: text }) => ({ upstream, response: text })) });
      for (const target of [url, sdkUrl]) {
        const response = await fetch(target, { method: "PUT", body, headers: { "content-type": "application/json" } });
        await response.arrayBuffer();
        if (response.status !== 204) throw new Error(`the Next.js reference ${target} refused the replay (${response.status})`);
      }
    },
    turn: (index, body) => timedReplay(url, index, body),
    sdkTurn: (index, body) => timedReplay(sdkUrl, index, body),
    stop: () => server.stop(),
  };
}
