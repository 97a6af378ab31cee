import { describe, expect, it } from "vitest";
import { findNode20 } from "./node-runtimes";

const versions: Record<string, string> = {
  "/work/app/node_modules/.bin/node": "v24.21.0",
  "/opt/node22/bin/node": "v22.12.0",
  "/usr/bin/node": "v20.20.2",
  "/opt/node20/bin/node": "v20.9.0",
};
const versionOf = (bin: string) => versions[bin] ?? null;
const isFile = (file: string) => file in versions;

describe("findNode20", () => {
  it("takes the first Node 20 on PATH, skipping node_modules and other majors", () => {
    const PATH = "/work/app/node_modules/.bin:/opt/node22/bin:/usr/local/bin:/usr/bin:/opt/node20/bin";
    expect(findNode20({ PATH }, versionOf, isFile)).toEqual({ runtime: { bin: "/usr/bin/node", version: "v20.20.2" } });
  });

  it("prefers BENCH_NODE20 over PATH", () => {
    const found = findNode20({ BENCH_NODE20: "/opt/node20/bin/node", PATH: "/usr/bin" }, versionOf, isFile);
    expect(found).toEqual({ runtime: { bin: "/opt/node20/bin/node", version: "v20.9.0" } });
  });

  it("refuses a BENCH_NODE20 that is another major or does not run, saying why", () => {
    expect(findNode20({ BENCH_NODE20: "/opt/node22/bin/node" }, versionOf, isFile)).toEqual({
      skipped: "BENCH_NODE20=/opt/node22/bin/node is v22.12.0, not Node 20",
    });
    expect(findNode20({ BENCH_NODE20: "/nowhere/node" }, versionOf, isFile)).toEqual({
      skipped: "BENCH_NODE20=/nowhere/node does not run",
    });
  });

  it("says what it found when there is no Node 20", () => {
    const none = findNode20({ PATH: "/work/app/node_modules/.bin:/opt/node22/bin" }, versionOf, isFile);
    expect(none).toEqual({ skipped: "no Node 20: BENCH_NODE20 is not set and found only /opt/node22/bin/node v22.12.0" });
    expect(findNode20({ PATH: "/work/app/node_modules/.bin" }, versionOf, isFile)).toEqual({
      skipped: "no Node 20: BENCH_NODE20 is not set and no node on PATH outside node_modules",
    });
  });
});
