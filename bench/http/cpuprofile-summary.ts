/**
 * A V8 CPU profile (.cpuprofile, from ./profile-turns.ts) summarised per turn:
 * self time by function, by package (the AI SDK, Next.js, zod, Node's own
 * internals, our code), by our source file, and the inclusive time of our own
 * functions (each counted once per sample, however deep it recurses). Frames in
 * the server chunks are placed in their original files through the chunks'
 * source maps (node:module's SourceMap reads Turbopack's sectioned maps).
 *
 *   tsx bench/http/cpuprofile-summary.ts /tmp/nexusnote-profile/app.cpuprofile [turns]
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

interface Frame {
  /** "fn (file:line)" */
  name: string;
  /** Where it belongs: a package, "node:…", "v8", "app", or a pseudo-frame. */
  owner: string;
  file: string;
}

const maps = new Map<string, SourceMap | null>();
export function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(file) ?? null;
}

/** node_modules/<pkg>/… → the package (scoped ones included); our files → "app". */
export function ownerOfPath(file: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(file);
  if (match) return match[1]!;
  return "app";
}

function frameOf(callFrame: CpuProfile["nodes"][number]["callFrame"]): Frame {
  const fn = callFrame.functionName || "(anonymous)";
  if (fn.startsWith("(") && !callFrame.url) return { name: fn, owner: fn, file: "" };
  if (!callFrame.url) return { name: `${fn} [v8 builtin]`, owner: "v8", file: "" };
  if (callFrame.url.startsWith("node:")) {
    const file = callFrame.url.replace(/^node:/, "");
    return { name: `${fn} (${file}:${callFrame.lineNumber + 1})`, owner: "node:internal", file: callFrame.url };
  }
  const file = callFrame.url.startsWith("file://") ? fileURLToPath(callFrame.url) : callFrame.url;
  let original = file;
  let line = callFrame.lineNumber + 1;
  const map = file.includes("/.next/") ? sourceMapOf(file) : null;
  const entry = map?.findEntry(callFrame.lineNumber, callFrame.columnNumber) as
    { originalSource?: string; originalLine?: number; name?: string } | undefined;
  if (entry?.originalSource) {
    original = entry.originalSource.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^file:\/\/\/work\/main\//, "");
    line = (entry.originalLine ?? 0) + 1;
  }
  original = original.replace(/^\/work\/main\//, "");
  const owner = ownerOfPath(original);
  const short = owner === "app" ? original : original.slice(original.lastIndexOf(owner));
  return { name: `${fn} (${short}:${line})`, owner, file: short };
}

const table = (rows: [string, number][], perTurn: (ms: number) => number, top: number) =>
  rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `    ${perTurn(ms).toFixed(2).padStart(7)} ms  ${name}`);

export function summariseProfile(profile: CpuProfile, turns: number, top = 30): string[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node.callFrame)]));

  const self = new Map<string, number>();
  const owners = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const stacks = new Map<number, string[]>();
  const stackOf = (id: number): string[] => {
    let names = stacks.get(id);
    if (names) return names;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = frames.get(at)!;
      if (frame.owner === "app") seen.add(frame.name);
    }
    stacks.set(id, (names = [...seen]));
    return names;
  };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

  let busy = 0;
  let total = 0;
  // timeDeltas[i] is the time since the sample before: sample i ran for timeDeltas[i + 1].
  for (let index = 0; index < profile.samples.length; index += 1) {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = frames.get(profile.samples[index]!)!;
    total += ms;
    if (frame.owner === "(idle)") continue;
    busy += ms;
    add(self, frame.name, ms);
    add(owners, frame.owner, ms);
    if (frame.owner === "app") add(files, frame.file, ms);
    for (const name of stackOf(profile.samples[index]!)) add(inclusive, name, ms);
  }
  const perTurn = (ms: number) => ms / turns;
  return [
    `  sampled ${perTurn(total).toFixed(2)} ms per turn, busy (not idle) ${perTurn(busy).toFixed(2)} ms`,
    "  by owner (self time, ms per turn):",
    ...table([...owners], perTurn, 20),
    `  top ${top} functions by self time:`,
    ...table([...self], perTurn, top),
    "  our files by self time:",
    ...table([...files], perTurn, 20),
    "  our functions by inclusive time (callees in any package included):",
    ...table([...inclusive], perTurn, top),
  ];
}

if (process.argv[1]?.endsWith("cpuprofile-summary.ts") && process.argv[2]) {
  const profile = JSON.parse(readFileSync(process.argv[2], "utf8")) as CpuProfile;
  for (const line of summariseProfile(profile, Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 30))) console.log(line);
}
