/**
 * A `perf record -g` of the server (./profile-turns.ts, PROFILE_PERF=1; Node
 * started with --perf-basic-prof --interpreted-frames-native-stack) summarised
 * per turn in CPU time — unlike V8's sampler, which counts wall time and sees
 * only the main thread's JavaScript. Each sample goes to:
 * - its thread (the main thread; V8's workers: concurrent GC and compilation,
 *   WebAssembly's — PGlite's — apart);
 * - on the main thread, a kind: garbage collection, JIT compilation, or else the
 *   nearest JavaScript frame's owner (a package, Node's internals, or our source
 *   file through the server chunks' source maps) — builtins, the runtime and
 *   system calls count for the JavaScript that called them;
 * - where our code entered (its outermost frame on the stack, callees included),
 *   the owners on the stack, the top functions, and a few layers whole.
 * The perf map names code by address at the end of the run, so a function name
 * can be wrong where V8 moved code; owners and files are steadier.
 *
 *   tsx bench/http/perf-summary.ts /tmp/nexusnote-profile/app.perf.data 88
 */
import { spawnSync } from "node:child_process";
import { ownerOfPath, sourceMapOf } from "./cpuprofile-summary";

interface Frame {
  owner: string;
  name: string;
  js: boolean;
}

const GC = /Heap::|Scavenge|MarkCompact|Marking|Sweeper|GCTracer|Evacuat|MemoryAllocator|MinorMS|CppHeap|MemoryReducer|PagedSpace/;
const COMPILE =
  /Compiler|compiler::|maglev::|Maglev|Turbofan|interpreter::Bytecode|Parser|Scanner|CompileLazy|baseline::|FeedbackVector::|Deoptimizer|CodeCreateEvent|OptimizedCompilationJob/;

const frames = new Map<string, Frame>();
function frameOf(symbol: string): Frame {
  let frame = frames.get(symbol);
  if (frame) return frame;
  const js = /^JS:[~^*+'`]*(\S*) (.+):(\d+):(\d+)$/.exec(symbol);
  if (symbol.startsWith("JS:wasm-function")) frame = { owner: "(WebAssembly: PGlite)", name: "wasm", js: true };
  else if (!js) frame = { owner: "native", name: symbol, js: false };
  else {
    const [, fn, file, line, column] = js as unknown as [string, string, string, string, string];
    let source = file;
    let at = Number(line);
    if (file.includes("/.next/")) {
      const entry = sourceMapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1) as
        { originalSource?: string; originalLine?: number } | undefined;
      if (entry?.originalSource) {
        source = entry.originalSource.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^file:\/\/\//, "/");
        at = (entry.originalLine ?? 0) + 1;
      }
    }
    source = source.replace(/^\/work\/main\//, "").replace(/^(\.\.\/)+/, "");
    const owner = source.startsWith("node:") ? "node:internal" : ownerOfPath(source);
    const short = owner === "app" || owner === "node:internal" ? source : source.slice(source.lastIndexOf(owner));
    frame = { owner: owner === "app" ? short : owner, name: `${fn || "(anonymous)"} (${short}:${at})`, js: true };
  }
  frames.set(symbol, frame);
  return frame;
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const table = (map: Map<string, number>, turns: number, top: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `    ${(ms / turns).toFixed(2).padStart(7)} ms  ${name}`);

/** Layers worth seeing whole: what each costs with everything it calls. */
const LAYERS: [string, RegExp][] = [
  ["Next.js request handling (all)", /next\/dist\/|next-server\//],
  ["undici (fetch to the model)", /undici/],
  ["web streams", /internal\/webstreams/],
  ["node:http server", /_http_server|_http_outgoing/],
];

const isOurs = (owner: string) => /^(lib|features|app)\//.test(owner);

export function summarisePerf(dataFile: string, turns: number, top = 25): string[] {
  const script = spawnSync("perf", ["script", "-i", dataFile, "-F", "comm,tid,period,ip,sym"], { maxBuffer: 1 << 30, encoding: "utf8" });
  const threads = new Map<string, number>();
  const workers = new Map<string, number>();
  const kinds = new Map<string, number>();
  const entries = new Map<string, number>();
  const ownersInclusive = new Map<string, number>();
  const selfJs = new Map<string, number>();
  const layers = new Map<string, number>();
  let mainTid = "";
  for (const block of script.stdout.split("\n\n")) {
    const lines = block.split("\n").filter(Boolean);
    const head = /^(.+?)\s+(\d+)\s+(\d+)\s*$/.exec(lines[0] ?? "");
    if (!head) continue;
    const [, comm, tid, period] = head as unknown as [string, string, string, string];
    const ms = Number(period) / 1e6;
    mainTid ||= comm.startsWith("V8") ? "" : tid; // the first non-worker thread seen is the main one
    const thread = tid === mainTid ? "main" : comm.trim();
    add(threads, thread, ms);
    const stack = lines.slice(1).map((line) =>
      line
        .trim()
        .replace(/^[0-9a-f]+ /, "")
        .replace(/ \([^)]*\)$/, ""),
    );
    if (thread !== "main") {
      const kind = stack.some((symbol) => GC.test(symbol)) ? "GC" : stack.some((symbol) => COMPILE.test(symbol)) ? "compilation" : "other";
      const wasm = kind === "compilation" && stack.some((symbol) => symbol.includes("wasm::")) ? " (WebAssembly: PGlite)" : "";
      add(workers, `${kind}${wasm}`, ms);
      continue;
    }
    const native = stack.findIndex((symbol) => symbol.startsWith("JS:"));
    const nativeTop = native === -1 ? stack : stack.slice(0, native);
    let kind: string;
    if (nativeTop.some((symbol) => GC.test(symbol))) kind = "(garbage collection)";
    else if (nativeTop.some((symbol) => COMPILE.test(symbol))) kind = "(JIT compilation)";
    else if (native === -1) kind = "(native, no JavaScript on the stack: event loop, I/O)";
    else kind = frameOf(stack[native]!).owner;
    add(kinds, isOurs(kind) ? "(our code)" : kind, ms);
    if (native !== -1 && !kind.startsWith("(")) add(selfJs, frameOf(stack[native]!).name, ms);
    // Where our code entered: the outermost of our frames on the stack, with all it called (SDK, Node,
    // zod included). PGlite runs statements from its own queue, so those show as PGlite's.
    let entry: string | undefined;
    const seenOwners = new Set<string>();
    const seenLayers = new Set<string>();
    for (const symbol of stack) {
      if (!symbol.startsWith("JS:")) continue;
      const frame = frameOf(symbol);
      if (isOurs(frame.owner)) entry = frame.name;
      else if (!entry && /pglite|drizzle|^src$/.test(frame.owner)) entry = "(PGlite and drizzle, run from PGlite's queue)";
      const group = isOurs(frame.owner) ? "(our code)" : frame.owner;
      if (!seenOwners.has(group)) {
        seenOwners.add(group);
        add(ownersInclusive, group, ms);
      }
      for (const [label, pattern] of LAYERS) {
        if (!seenLayers.has(label) && pattern.test(symbol)) {
          seenLayers.add(label);
          add(layers, label, ms);
        }
      }
    }
    if (entry) add(entries, entry, ms);
  }
  const total = (map: Map<string, number>) => [...map.values()].reduce((sum, ms) => sum + ms, 0) / turns;
  return [
    "  CPU by thread (ms per turn):",
    ...table(threads, turns, 10),
    "  V8's worker threads by kind:",
    ...table(workers, turns, 5),
    "  main thread by kind — JavaScript by its owner, builtins and system calls included:",
    ...table(kinds, turns, 14),
    `  main thread, where our code entered (${total(entries).toFixed(2)} ms; everything called from there included):`,
    ...table(entries, turns, top),
    "  main thread, by owner inclusive (a sample counts for every owner on its stack):",
    ...table(ownersInclusive, turns, 12),
    `  main thread, top ${top} JavaScript functions (self, with the builtins they called):`,
    ...table(selfJs, turns, top),
    "  main thread, layers inclusive:",
    ...table(layers, turns, 10),
  ];
}

if (process.argv[1]?.endsWith("perf-summary.ts") && process.argv[2]) {
  for (const line of summarisePerf(process.argv[2], Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 25))) console.log(line);
}
