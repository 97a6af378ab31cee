/**
 * The built app as a user runs it: `next start` on a free loopback port, a fresh
 * data directory (embedded PGlite), the scripted chat-completions server as the
 * model. Builds once (`next build`) when there is no build or BENCH_BUILD=1.
 * Memory is read from /proc (the server process and its children), since the
 * bench must see what the operating system charges, not what V8 reports.
 * The build is made once, on the bench's Node; a server may be started on
 * another (`nodeBin`, for the Node 20 figures): Next.js's output does not
 * depend on the Node that built it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NEXT_BIN = path.join(process.cwd(), "node_modules/next/dist/bin/next");

/** The bench's environment without what tsx put there (its loader and the react-server condition). */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (key.startsWith("TSX")) delete env[key];
  return env;
}

export function ensureBuilt(dir = process.cwd()): void {
  if (existsSync(path.join(dir, ".next/BUILD_ID")) && process.env.BENCH_BUILD !== "1") return;
  console.log(`    building ${dir} (next build)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: childEnv(),
  });
  if (result.status !== 0) throw new Error(`next build failed in ${dir}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A process and all its descendants, from /proc. */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const pids = [rootPid];
  for (let index = 0; index < pids.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === pids[index]) pids.push(pid);
  }
  return pids;
}

/** Resident memory (MB) of a process and all its descendants, from /proc. */
export function treeRssMb(rootPid: number): number {
  let kb = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/**
 * CPU time (ms, user + system) a process and its descendants have used, from
 * /proc: what a turn costs the server, steadier than its latency when other
 * work shares the machine (it still grows some under contention). Clock ticks
 * of 10 ms (USER_HZ 100).
 */
export function treeCpuMs(rootPid: number): number {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/**
 * A process tree's RSS once it has settled: sampled every 500 ms until two samples in a row are
 * within 1% (at most `maxMs`). A fixed 1.5 s after the first page can catch a server still busy
 * starting up: one run read 848 MB where others of the same build settled at 480–520 MB.
 */
export async function settledRssMb(pid: number, maxMs = 15_000): Promise<{ rssMb: number; afterMs: number }> {
  const started = performance.now();
  let previous = treeRssMb(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = treeRssMb(pid);
    const afterMs = performance.now() - started;
    if (Math.abs(current - previous) <= previous * 0.01 || afterMs >= maxMs) return { rssMb: current, afterMs };
    previous = current;
  }
}

/** Samples a process tree's RSS every `everyMs` until stopped; returns the peak. */
export function rssSampler(pid: number, everyMs = 25) {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(pid));
    },
  };
}

export interface RunningServer {
  origin: string;
  pid: number;
  /** ms from spawn until the port accepted a connection. */
  listeningMs: number;
  /** ms from spawn until the server printed that it is ready (instrumentation), or NaN. */
  readyMs: number;
  /** ms the preparation step took before `next start`, or NaN without one. */
  prepareMs: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dir?: string;
  env?: Record<string, string>;
  /** Wait (up to 20 s) for this line in the output before resolving, besides the port accepting. */
  readyLine?: RegExp;
  /** Runs before `next start` on the fresh data directory (the app's database preparation step). */
  prepare?: (dataDir: string) => boolean;
  /** The Node executable `next start` runs on (./node-runtimes.ts); the bench's own by default. */
  nodeBin?: string;
  /** Node's own flags before the script (./profile-turns.ts: `--inspect`). */
  nodeArgs?: string[];
}

async function waitForPort(port: number, child: ChildProcess, deadline: number): Promise<void> {
  const { connect } = await import("node:net");
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("the server did not start listening in time");
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "nexusnote-bench-"));
  let output = "";
  let prepareMs = NaN;
  if (options.prepare) {
    const preparing = performance.now();
    if (!options.prepare(dataDir)) throw new Error("the database preparation step failed");
    prepareMs = performance.now() - preparing;
  }
  const started = performance.now();
  let readyMs = NaN;
  const args = [...(options.nodeArgs ?? []), NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(options.nodeBin ?? process.execPath, args, {
    cwd: options.dir ?? process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
    env: childEnv({
      NODE_ENV: "production",
      NEXUSNOTE_DATA_DIR: dataDir,
      // The guard still counts every request in the database; the limits are just out of the way.
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "1000000",
      GUEST_DAILY_TOKEN_BUDGET: "1000000000000",
      ADDRESS_DAILY_TOKEN_BUDGET: "1000000000000",
      ...options.env,
    }),
  });
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (Number.isNaN(readyMs) && options.readyLine?.test(output)) readyMs = performance.now() - started;
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);
  const deadline = Date.now() + 60_000;
  await waitForPort(port, child, deadline);
  const listeningMs = performance.now() - started;
  const readyDeadline = Date.now() + 20_000;
  while (options.readyLine && Number.isNaN(readyMs) && Date.now() < readyDeadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    listeningMs,
    readyMs,
    prepareMs,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
