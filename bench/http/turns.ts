/**
 * Interview turns over HTTP against the running app, each figure beside
 * references replaying the same turns: a minimal route handler in a bare
 * Next.js app (./next-route.ts; issue 11's target, app ≤ 2× it), the same
 * model requests through the AI SDK alone in that app (./sdk-floor-route.ts;
 * what the app adds over the SDK) and a bare node:http route
 * (./minimal-route.ts; the floor without Next.js):
 * per-turn latency p50/p99 and server CPU per turn with a zero-latency
 * scripted model, on the Node the servers are started with; N concurrent
 * first turns (p50/p99, throughput, peak RSS); and a soak of many turns watching
 * the server's memory.
 */
import type { ScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { rssSampler, treeCpuMs, treeRssMb, type RunningServer } from "./app-server";
import { guestCookie, httpInterview, percentile, timedPost, type TurnRecord } from "./interview-client";
import { startMinimalRoute, type ReplayTurn } from "./minimal-route";
import type { NextReference } from "./next-route";

export const GOALS = ["Kubernetes", "I know Docker and want to pass the CKA", "Python for data analysis", "用 Python 做数据分析", "日语"];

export interface Stat {
  p50: number;
  p99: number;
}
const stat = (values: number[]): Stat => ({ p50: percentile(values, 50), p99: percentile(values, 99) });

/**
 * Complete interviews one after another; every turn is recorded with the model requests it made.
 * `cookie`: the learner's identity, fetched beforehand — its page render (~7 ms of server CPU) is
 * not a turn, and inside a measured window it was charged to the turns (~0.1 ms each).
 */
export async function recordTurns(app: RunningServer, model: ScriptedServer, interviews: number, cookie?: string) {
  cookie ??= await guestCookie(app.origin);
  const replay: (ReplayTurn & { body: string })[] = [];
  const ms: number[] = [];
  for (let index = 0; index < interviews; index += 1) {
    let before = model.requests.length;
    await httpInterview(app.origin, cookie, GOALS[index % GOALS.length] ?? "Kubernetes", (turn: TurnRecord) => {
      ms.push(turn.ms);
      const upstream = model.requests.slice(before).map((request) => JSON.stringify(request.body));
      replay.push({ upstream, response: turn.response, body: turn.body });
      before = model.requests.length;
    });
  }
  return { ms, replay };
}

/**
 * Turns every server serves before its measured window: the same number for the app and each
 * reference, so each is measured in its steady state. A fresh app server spends its first ~100
 * turns compiling: V8 optimises the app's code and PGlite's Postgres (WebAssembly) on its worker
 * threads, ~3 ms a turn over its first 88 turns against ~0.3 once settled (bench/PROFILE-per-turn.md);
 * with 3 warm-up interviews that one-time cost was read as per-turn cost. The fresh window is still
 * reported (`freshCpuPerTurn`): what the first learners of a new server pay.
 */
export const WARM_UP_TURNS = 100;

/** Runs `turn` over the replay, wrapping around, until `count` turns have been served. */
async function warmUpOn(turn: NextReference["turn"], replay: { body: string }[], count: number) {
  for (let index = 0; index < count; index += 1) await turn(index % replay.length, replay[index % replay.length]!.body);
}

/**
 * How many of the model requests a replayed turn made (`sent`, from the scripted server's log) are not
 * byte for byte the ones the app sent for that turn (`recorded`): the AI SDK alone is compared with
 * the app on the same model calls, and this says whether it made them.
 */
export function differingCalls(recorded: readonly string[], sent: readonly string[]): number {
  return recorded.filter((body, call) => sent[call] !== body).length + Math.max(0, sent.length - recorded.length);
}

/**
 * `interviews` complete interviews against `app` after its warm-up, then the same turns replayed by
 * the references after theirs. `nodeBin` is the Node the node:http reference runs on: the one `app`
 * and `nextRoute` run on.
 */
export async function perTurnOverhead(
  app: RunningServer,
  model: ScriptedServer,
  interviews: number,
  nextRoute: NextReference,
  nodeBin = process.execPath,
) {
  const cookie = await guestCookie(app.origin);
  // Warm-up, measured as the fresh window: whole interviews until WARM_UP_TURNS turns.
  const freshCpu = treeCpuMs(app.pid);
  let freshTurns = 0;
  while (freshTurns < WARM_UP_TURNS) freshTurns += (await recordTurns(app, model, 1, cookie)).ms.length;
  const freshCpuPerTurn = (treeCpuMs(app.pid) - freshCpu) / freshTurns;
  const appCpu = treeCpuMs(app.pid);
  const { ms, replay } = await recordTurns(app, model, interviews, cookie);
  const appCpuPerTurn = (treeCpuMs(app.pid) - appCpu) / ms.length;
  const minimal = await startMinimalRoute(model.baseURL, replay, nodeBin);
  try {
    await nextRoute.load(replay);
    await warmUpOn(minimal.turn, replay, WARM_UP_TURNS);
    await warmUpOn(nextRoute.turn, replay, WARM_UP_TURNS);
    await warmUpOn(nextRoute.sdkTurn, replay, WARM_UP_TURNS);
    // Each reference route's latencies and its server's CPU per turn over one pass of the replay.
    // Each also counts the model requests that differ from the app's (the bench's side: not in the server's CPU).
    const replayAll = async (turn: NextReference["turn"], pid: number) => {
      const cpu = treeCpuMs(pid);
      const times: number[] = [];
      const calls = { calls: 0, differing: 0 };
      for (let index = 0; index < replay.length; index += 1) {
        const before = model.requests.length;
        times.push(await turn(index, replay[index]!.body));
        const sent = model.requests.slice(before).map((request) => JSON.stringify(request.body));
        calls.calls += replay[index]!.upstream.length;
        calls.differing += differingCalls(replay[index]!.upstream, sent);
      }
      return { times, cpuPerTurn: (treeCpuMs(pid) - cpu) / replay.length, calls };
    };
    const reference = await replayAll(minimal.turn, minimal.pid);
    const next = await replayAll(nextRoute.turn, nextRoute.pid);
    const sdk = await replayAll(nextRoute.sdkTurn, nextRoute.pid);
    return {
      turns: ms.length,
      warmUpTurns: freshTurns,
      app: stat(ms),
      next: stat(next.times),
      sdk: stat(sdk.times),
      minimal: stat(reference.times),
      // The servers' own CPU per turn: what latency would be on an idle machine, and what limits throughput.
      cpuPerTurn: { app: appCpuPerTurn, next: next.cpuPerTurn, sdk: sdk.cpuPerTurn, minimal: reference.cpuPerTurn },
      freshCpuPerTurn,
      sdkCalls: sdk.calls,
      replay,
    };
  } finally {
    await minimal.close();
  }
}

export interface ConcurrencyRow {
  clients: number;
  app: Stat & { perSecond: number; peakRssMb: number; failed: number };
  next: Stat & { perSecond: number };
  /** The same turn's model requests through the AI SDK alone (./sdk-floor-route.ts). */
  sdk: Stat & { perSecond: number };
  minimal: Stat & { perSecond: number };
}

/** N learners sending their first turn at the same moment, each with their own identity. */
export async function concurrentFirstTurns(
  app: RunningServer,
  model: ScriptedServer,
  firstTurn: ReplayTurn & { body: string },
  clients: number,
  nextRoute: NextReference,
): Promise<ConcurrencyRow> {
  const cookies: string[] = [];
  for (let index = 0; index < clients; index += 1) cookies.push(await guestCookie(app.origin));
  const sampler = rssSampler(app.pid);
  let started = performance.now();
  const results = await Promise.all(cookies.map((cookie) => timedPost(`${app.origin}/api/interview`, firstTurn.body, cookie)));
  const appWall = (performance.now() - started) / 1000;
  const peakRssMb = sampler.stop();
  const ok = results.filter((result) => result.status === 200).map((result) => result.ms);

  await nextRoute.load([firstTurn]);
  await nextRoute.turn(0, firstTurn.body);
  started = performance.now();
  const next = await Promise.all(cookies.map(() => nextRoute.turn(0, firstTurn.body)));
  const nextWall = (performance.now() - started) / 1000;
  await nextRoute.sdkTurn(0, firstTurn.body);
  started = performance.now();
  const sdk = await Promise.all(cookies.map(() => nextRoute.sdkTurn(0, firstTurn.body)));
  const sdkWall = (performance.now() - started) / 1000;

  const minimal = await startMinimalRoute(model.baseURL, [firstTurn]);
  try {
    await minimal.turn(0, firstTurn.body);
    started = performance.now();
    const reference = await Promise.all(cookies.map(() => minimal.turn(0, firstTurn.body)));
    const minimalWall = (performance.now() - started) / 1000;
    return {
      clients,
      app: { ...stat(ok), perSecond: ok.length / appWall, peakRssMb, failed: clients - ok.length },
      next: { ...stat(next), perSecond: clients / nextWall },
      sdk: { ...stat(sdk), perSecond: clients / sdkWall },
      minimal: { ...stat(reference), perSecond: clients / minimalWall },
    };
  } finally {
    await minimal.close();
  }
}

/**
 * `warmUp` + `measured` interview turns, four learners at a time; RSS sampled every
 * 100 turns, growth read over the last `measured`. The V8 heap of a fresh server
 * grows in steps for its first ~1,000 turns (620 → 765 → 794 MB at 0.7k/1.7k
 * turns, flat after, measured on the build of 8d45534 too): a leak is growth
 * after that, not the heap finding its size.
 */
export async function soak(app: RunningServer, { warmUp, measured }: { warmUp: number; measured: number }, deadlineMs: number) {
  const turns = warmUp + measured;
  const samples: { turns: number; rssMb: number }[] = [{ turns: 0, rssMb: treeRssMb(app.pid) }];
  let done = 0;
  let failures = 0;
  const stopAt = performance.now() + deadlineMs;
  const learner = async (lane: number) => {
    const cookie = await guestCookie(app.origin);
    let index = lane;
    while (done < turns && performance.now() < stopAt) {
      try {
        await httpInterview(app.origin, cookie, GOALS[index % GOALS.length] ?? "Kubernetes", () => {
          done += 1;
          if (done % 100 === 0) samples.push({ turns: done, rssMb: treeRssMb(app.pid) });
        });
      } catch {
        failures += 1;
      }
      index += 4;
    }
  };
  const started = performance.now();
  await Promise.all([0, 1, 2, 3].map(learner));
  const seconds = (performance.now() - started) / 1000;
  const settled = samples.filter((sample) => sample.turns >= warmUp);
  const first = settled[0]?.rssMb ?? NaN;
  const last = samples.at(-1)?.rssMb ?? NaN;
  // The second half of the measured turns on its own: a leak grows in both halves, a heap resize is one step.
  const middle = settled.find((sample) => sample.turns >= warmUp + (done - warmUp) / 2) ?? settled.at(-1);
  const lastHalf = { turns: done - (middle?.turns ?? done), growthMb: last - (middle?.rssMb ?? last) };
  return { turns: done, warmUp, seconds, failures, samples, settledFrom: first, end: last, growthMb: last - first, lastHalf };
}
