/**
 * A fresh server on a fresh data directory, as `npm run go` starts it: the
 * database prepared first when the app has a prepare step (scripts/prepare-database.mjs),
 * then `next start`. The first page, the first API call and the first interview
 * turn are sent the moment the server says it is ready (or, without such a
 * line, the moment it listens), and compared with the same requests on the
 * same server once warm.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { childEnv, startServer, type RunningServer } from "./app-server";
import { guestCookie, httpInterview, percentile, timedPost } from "./interview-client";

export const READY_LINE = /\[nexusnote\] ready/;
const PREPARE = "scripts/prepare-database.mjs";

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

/** A new browser's first requests, in a browser's order: the page (which brings the identity), an API call, a turn. */
async function firstRequests(app: RunningServer, goal: string) {
  const pageStarted = performance.now();
  const cookie = await guestCookie(app.origin, "/create");
  const page = performance.now() - pageStarted;
  const api = await timedGet(`${app.origin}/api/courses`, cookie);
  const body = JSON.stringify({
    id: `cold-${goal.length}-${Date.now()}`,
    messages: [{ id: "g", role: "user", parts: [{ type: "text", text: goal }] }],
  });
  const turn = await timedPost(`${app.origin}/api/interview`, body, cookie);
  if (turn.status !== 200) throw new Error(`first turn: HTTP ${turn.status} ${turn.response.slice(0, 200)}`);
  return { api, page, turn: turn.ms };
}

/**
 * The bench's own first fetch() (Node loads its HTTP client on the first call) and the scripted
 * model server's first answers (its request parsing and reply building run in this process),
 * paid before the cold server starts: they are this harness's start-up, not the app's, and
 * otherwise land in "first API call" and "first interview turn". Nothing here touches the app.
 */
async function warmTheHarness(model: ScriptedServer): Promise<void> {
  const response = await fetch(new URL("/health", model.baseURL)).catch(() => null);
  await response?.arrayBuffer();
  for (const stream of [true, false]) {
    const body = JSON.stringify({ model: "warm-up", stream, messages: [{ role: "user", content: "warm-up" }] });
    const answer = await fetch(`${model.baseURL}/chat/completions`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    await answer.arrayBuffer();
  }
}

type Figures = { api: number; page: number; turn: number };
const median = (values: number[]) => percentile(values, 50);
const medianOf = (runs: Figures[]): Figures => ({
  api: median(runs.map((run) => run.api)),
  page: median(runs.map((run) => run.page)),
  turn: median(runs.map((run) => run.turn)),
});

/**
 * Medians over `servers` fresh servers: one cold request of each kind per server is a single
 * sample, and one slow moment of a shared machine read 2.4× where the runs around it read 1.5–1.8×.
 */
export async function coldStart(model: ScriptedServer, env: Record<string, string>, servers = 5) {
  const runs: Awaited<ReturnType<typeof oneColdStart>>[] = [];
  for (let index = 0; index < servers; index += 1) runs.push(await oneColdStart(model, env));
  return {
    servers,
    prepareMs: median(runs.map((run) => run.prepareMs)),
    listeningMs: median(runs.map((run) => run.listeningMs)),
    readyMs: median(runs.map((run) => run.readyMs)),
    cold: medianOf(runs.map((run) => run.cold)),
    warm: medianOf(runs.map((run) => run.warm)),
    runs,
  };
}

/**
 * The built app on a fresh data directory as `npm run go` starts it: the database prepared first
 * (when the app has that step), then `next start`, resolved once the ready line is printed. Both
 * steps run on `nodeBin` (the bench's Node unless the Node 20 figures are being taken).
 */
export function startLikeGo(env: Record<string, string>, nodeBin = process.execPath, nodeArgs: string[] = []): Promise<RunningServer> {
  const hasPrepare = existsSync(PREPARE);
  return startServer({
    env,
    nodeBin,
    nodeArgs,
    readyLine: READY_LINE,
    prepare: hasPrepare
      ? (dataDir) =>
          spawnSync(nodeBin, [PREPARE], { env: childEnv({ ...env, NEXUSNOTE_DATA_DIR: dataDir }), stdio: "inherit" }).status === 0
      : undefined,
  });
}

async function oneColdStart(model: ScriptedServer, env: Record<string, string>) {
  await warmTheHarness(model);
  const app = await startLikeGo(env);
  try {
    const cold = await firstRequests(app, "Kubernetes");
    const cookie = await guestCookie(app.origin);
    await httpInterview(app.origin, cookie, "Kubernetes"); // warm up every route once
    const warmRuns = [];
    for (let run = 0; run < 5; run += 1) warmRuns.push(await firstRequests(app, "Kubernetes"));
    return { prepareMs: app.prepareMs, listeningMs: app.listeningMs, readyMs: app.readyMs, cold, warm: medianOf(warmRuns) };
  } finally {
    await app.stop();
  }
}
