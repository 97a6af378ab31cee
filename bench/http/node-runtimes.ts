/**
 * The runtimes the bench measures on. Node 24 is the one the project pins and
 * the bench runs on (`process.execPath` under `npm run bench`): its figures are
 * the primary ones. Node 20 is measured beside it on the same machine, with the
 * same build, so a regression or a gain from the runtime move shows as a
 * difference between two columns of one run rather than between two runs days
 * apart. Node 20 is BENCH_NODE20 (a path) or else the first `node` on PATH
 * outside node_modules (npm puts the pinned Node 24 there) whose major is 20.
 */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";

export interface NodeRuntime {
  /** The executable servers and child measurements are spawned with. */
  bin: string;
  /** `node --version` of that executable, e.g. v24.21.0. */
  version: string;
}

export type Node20Lookup = { runtime: NodeRuntime } | { skipped: string };

/** The runtime the bench itself runs on. */
export const CURRENT_RUNTIME: NodeRuntime = { bin: process.execPath, version: process.version };

const majorOf = (version: string) => Number(/^v(\d+)\./.exec(version)?.[1] ?? NaN);

/**
 * Node 20, from `env` (BENCH_NODE20, PATH). `versionOf` runs a binary's `--version` (null when it
 * does not run), `isFile` says whether a path exists: both injected so the choice is testable.
 */
export function findNode20(
  env: { BENCH_NODE20?: string; PATH?: string },
  versionOf: (bin: string) => string | null,
  isFile: (file: string) => boolean,
): Node20Lookup {
  const pinned = env.BENCH_NODE20?.trim();
  if (pinned) {
    const version = versionOf(pinned);
    if (!version) return { skipped: `BENCH_NODE20=${pinned} does not run` };
    // An explicit path that is not Node 20 would fill the Node 20 column with another runtime's figures.
    if (majorOf(version) !== 20) return { skipped: `BENCH_NODE20=${pinned} is ${version}, not Node 20` };
    return { runtime: { bin: pinned, version } };
  }
  const others: string[] = [];
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    // node_modules/.bin/node is the pinned Node 24 (the `node` package), not a machine's Node.
    if (!dir || dir.split(/[\\/]/).includes("node_modules")) continue;
    const candidate = path.join(dir, "node");
    if (!isFile(candidate)) continue;
    const version = versionOf(candidate);
    if (version && majorOf(version) === 20) return { runtime: { bin: candidate, version } };
    others.push(`${candidate} ${version ?? "(does not run)"}`);
  }
  const found = others.length ? `found only ${others.join(", ")}` : "no node on PATH outside node_modules";
  return { skipped: `no Node 20: BENCH_NODE20 is not set and ${found}` };
}

function versionOfBinary(bin: string): string | null {
  const result = spawnSync(bin, ["--version"], { encoding: "utf8", timeout: 10_000 });
  const version = result.status === 0 ? result.stdout.trim() : "";
  return /^v\d+\.\d+\.\d+/.test(version) ? version : null;
}

function isFileOnDisk(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Node 20 on this machine, or why there is none. */
export function node20Runtime(): Node20Lookup {
  return findNode20({ BENCH_NODE20: process.env.BENCH_NODE20, PATH: process.env.PATH }, versionOfBinary, isFileOnDisk);
}
