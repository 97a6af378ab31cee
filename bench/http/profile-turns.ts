/**
 * Where an interview turn's server CPU goes, on the bench's own terms: the built
 * app (as ./cold-start.ts starts it) and the AI SDK alone (./sdk-floor-route.ts,
 * in the bare Next.js app) on the bench's Node, the app measured over the same
 * window (j) measures — 20 interviews after WARM_UP_TURNS (100) warm-up turns — and the SDK
 * route over the same recorded turns after as many warm-up turns. For each: CPU per turn from
 * /proc, per thread (main; V8's workers: GC and background compilation), and a
 * profile of the measured turns only:
 * - PROFILE_PERF=1 (what bench/PROFILE-per-turn.md was made with): `perf record -g` of
 *   the process, all threads, in CPU time, JavaScript named through --perf-basic-prof
 *   and placed in its source files through the chunks' source maps (./perf-summary.ts);
 * - otherwise V8's sampling profiler over the inspector protocol (./cpuprofile-summary.ts):
 *   main thread only, and in wall time, so it overstates what waits on a busy machine.
 *
 *   flock /tmp/nexusnote-build.lock env PROFILE_PERF=1 tsx --conditions=react-server bench/http/profile-turns.ts
 *
 * PROFILE_INTERVIEWS (20), PROFILE_WARM_INTERVIEWS (whole interviews until 100 turns), PROFILE_OUT (/tmp/nexusnote-profile),
 * PROFILE_ONLY=app|sdk, PROFILE_NODE_ARGS (more Node/V8 flags for both servers), PROFILE_NONE=1
 * (no profiler: only the CPU per turn and per thread, as (j) measures it). Needs a
 * build (.next/BUILD_ID); it never builds.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { goodReply } from "@/tests/support/scripted-openai/good-model";
import { startScriptedServer } from "@/tests/support/scripted-openai/scripted-server";
import { freePort, treeCpuMs } from "./app-server";
import { bareNextApp } from "./bare-next";
import { startLikeGo } from "./cold-start";
import { summariseProfile, type CpuProfile } from "./cpuprofile-summary";
import { guestCookie } from "./interview-client";
import type { ReplayTurn } from "./minimal-route";
import { startNextReference } from "./next-route";
import { summarisePerf } from "./perf-summary";
import { recordTurns, WARM_UP_TURNS } from "./turns";

/** The inspector protocol over the child's WebSocket: just enough to run the profiler. */
async function inspectorOf(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id === undefined) return;
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  };
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      id += 1;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** CPU ms per thread of a process by thread name (/proc/<pid>/task): "main", "V8Worker", … */
function threadCpuMs(pid: number): Map<string, number> {
  const threads = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = tid === String(pid) ? "main" : stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      threads.set(name, (threads.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // gone
    }
  }
  return threads;
}

/** Runs the measured turns under a profiler: perf into `perfData` when given, else V8's sampler over the inspector. */
async function profiled(server: { port: number; pid: number }, turns: () => Promise<number>, perfData: string | undefined) {
  const perf = perfData
    ? spawn("perf", ["record", "-e", "cpu-clock", "-F", "4999", "-g", "-p", String(server.pid), "-o", perfData], { stdio: "ignore" })
    : undefined;
  const inspector = perf || process.env.PROFILE_NONE === "1" ? undefined : await inspectorOf(server.port);
  if (perf) await new Promise((resolve) => setTimeout(resolve, 500)); // perf attached
  await inspector?.send("Profiler.enable");
  await inspector?.send("Profiler.setSamplingInterval", { interval: 100 }); // µs
  await inspector?.send("Profiler.start");
  const cpu = treeCpuMs(server.pid);
  const threadsBefore = threadCpuMs(server.pid);
  const count = await turns();
  const cpuPerTurn = (treeCpuMs(server.pid) - cpu) / count;
  const threads = [...threadCpuMs(server.pid)].map(([name, ms]) => [name, (ms - (threadsBefore.get(name) ?? 0)) / count] as const);
  if (perf) {
    const exited = new Promise((resolve) => perf.once("exit", resolve));
    perf.kill("SIGINT");
    await exited;
  }
  const profile = inspector ? (await inspector.send<{ profile: CpuProfile }>("Profiler.stop")).profile : undefined;
  inspector?.close();
  return { profile, perfData, cpuPerTurn, count, threads: threads.filter(([, ms]) => ms > 0) };
}

function report(label: string, measured: Awaited<ReturnType<typeof profiled>>, out: string) {
  console.log(`\n== ${label}: ${measured.count} turns, ${measured.cpuPerTurn.toFixed(1)} ms CPU per turn (/proc, under the profiler)`);
  console.log(`  CPU ms per turn by thread (/proc): ${measured.threads.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(", ")}`);
  if (measured.perfData) {
    console.log(`  ${measured.perfData}`);
    for (const line of summarisePerf(measured.perfData, measured.count)) console.log(line);
  } else if (measured.profile) {
    const file = path.join(out, `${label}.cpuprofile`);
    writeFileSync(file, JSON.stringify(measured.profile));
    console.log(`  ${file}`);
    for (const line of summariseProfile(measured.profile, measured.count)) console.log(line);
  }
}

async function main() {
  const interviews = Number(process.env.PROFILE_INTERVIEWS ?? 20);
  const out = process.env.PROFILE_OUT ?? "/tmp/nexusnote-profile";
  const only = process.env.PROFILE_ONLY;
  const perf = process.env.PROFILE_PERF === "1";
  mkdirSync(out, { recursive: true });
  // V8 writes a code log beside --perf-basic-prof: into /tmp, not the working directory.
  const perfArgs = perf
    ? ["--perf-basic-prof", "--interpreted-frames-native-stack", "--no-logfile-per-isolate", "--logfile=/tmp/nexusnote-v8.log"]
    : [];
  const nodeArgs = [...perfArgs, ...(process.env.PROFILE_NODE_ARGS?.split(" ").filter(Boolean) ?? [])];
  const model = await startScriptedServer((request) => goodReply(request));
  const env = { LLM_API_KEY: "bench", LLM_MODEL: "scripted", GENERATION_POLL_MS: "1000", LLM_BASE_URL: model.baseURL };
  try {
    const appPort = await freePort();
    const app = await startLikeGo(env, process.execPath, [`--inspect=127.0.0.1:${appPort}`, ...nodeArgs]);
    let replay: (ReplayTurn & { body: string })[] = [];
    try {
      const cookie = await guestCookie(app.origin);
      // Warm-up as (j): whole interviews until WARM_UP_TURNS turns, unless PROFILE_WARM_INTERVIEWS says how many.
      const warmInterviews = process.env.PROFILE_WARM_INTERVIEWS;
      if (warmInterviews !== undefined) await recordTurns(app, model, Number(warmInterviews), cookie);
      else for (let turns = 0; turns < WARM_UP_TURNS;) turns += (await recordTurns(app, model, 1, cookie)).ms.length;
      const measured = await profiled(
        { port: appPort, pid: app.pid },
        async () => {
          const recorded = await recordTurns(app, model, interviews, cookie);
          replay = recorded.replay;
          return recorded.ms.length;
        },
        perf ? path.join(out, "app.perf.data") : undefined,
      );
      if (only !== "sdk") report("app", measured, out);
    } finally {
      await app.stop();
    }
    if (only === "app" || replay.length === 0) return;
    const sdkPort = await freePort();
    const reference = await startNextReference(bareNextApp(), model.baseURL, process.execPath, [
      `--inspect=127.0.0.1:${sdkPort}`,
      ...nodeArgs,
    ]);
    try {
      await reference.load(replay);
      for (let index = 0; index < WARM_UP_TURNS; index += 1) {
        await reference.sdkTurn(index % replay.length, replay[index % replay.length]!.body); // warm-up, as (j)
      }
      const measured = await profiled(
        { port: sdkPort, pid: reference.pid },
        async () => {
          for (let index = 0; index < replay.length; index += 1) await reference.sdkTurn(index, replay[index]!.body);
          return replay.length;
        },
        perf ? path.join(out, "sdk.perf.data") : undefined,
      );
      report("sdk", measured, out);
    } finally {
      await reference.stop();
    }
  } finally {
    await model.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
