import { describe, expect, it } from "vitest";
import { verdict } from "./figures";
import type { PerTurnFigures } from "./per-turn";
import { perTurnReport } from "./per-turn-report";
import { browserJsLines, sumScripts, targetsFor, type RouteFetch } from "./script-bytes";
import { httpSections } from "./sections";
import { differingCalls } from "./turns";

describe("verdict", () => {
  it("passes within the limit and misses past it or without a figure", () => {
    expect(verdict(20, 10, 2)).toBe("PASS");
    expect(verdict(20.1, 10, 2)).toBe("MISS");
    expect(verdict(NaN, 10, 2)).toBe("MISS");
  });
});

describe("sumScripts", () => {
  it("sums every script response as received and decoded, and lists the encodings seen", () => {
    const totals = sumScripts([
      { url: "/a.js", encodedBytes: 1024, decodedBytes: 4096, encoding: "gzip" },
      { url: "/b.js", encodedBytes: 512, decodedBytes: 512, encoding: "identity" },
      { url: "/a.js", encodedBytes: 1536, decodedBytes: 4096, encoding: "gzip" },
    ]);
    expect(totals).toEqual({ scripts: 3, encodedKb: 3, decodedKb: 8.5, encodings: ["gzip", "identity"] });
  });

  it("gives the workspace its own targets", () => {
    expect(targetsFor("/courses/[id]/workspace")).toEqual({ firstLoad: 2.5, untilIdle: 3.5 });
    expect(targetsFor("/courses/[id]")).toEqual({ firstLoad: 1.5, untilIdle: 2.5 });
  });

  it("prints each route's ratios to the bare app with PASS/MISS", () => {
    const row = (route: string, firstLoadKb: number, encodedKb: number): RouteFetch => ({
      route,
      path: route,
      firstLoadKb,
      encodedKb,
      decodedKb: encodedKb * 3,
      scripts: 4,
      encodings: ["gzip"],
      idle: true,
    });
    const [, home, workspace] = browserJsLines([row("/", 140, 260), row("/courses/[id]/workspace", 240, 330)], row("/", 100, 100));
    expect(home).toMatch(/1\.40× \(≤ 1\.5×: PASS\).*2\.60× \(≤ 2\.5×: MISS\)/);
    expect(workspace).toMatch(/2\.40× \(≤ 2\.5×: PASS\).*3\.30× \(≤ 3\.5×: PASS\)/);
  });
});

describe("perTurnReport", () => {
  const figures = (node: string, app: number, cpuApp: number, differing = 0): PerTurnFigures => ({
    node,
    bin: `/bin/${node}`,
    turns: 10,
    warmUpTurns: 100,
    app: { p50: app, p99: app * 2 },
    next: { p50: 10, p99: 20 },
    sdk: { p50: 8, p99: 16 },
    minimal: { p50: 5, p99: 10 },
    cpuPerTurn: { app: cpuApp, next: 4, sdk: 8, minimal: 2 },
    freshCpuPerTurn: cpuApp * 2,
    sdkCalls: { calls: 20, differing },
    sdkLayers: { fetch: 1, provider: 2, streamText: 3, uiResponse: 4 },
  });

  it("marks the Node 24 targets and puts the Node 20 ratios beside them", () => {
    const lines = perTurnReport(figures("v24.21.0", 15, 9), { figures: figures("v20.20.2", 25, 11) });
    expect(lines.find((line) => line.includes("p50") && line.includes("node 20:"))).toMatch(/1\.50×\s+PASS\s+node 20: 2\.50×/);
    expect(lines.find((line) => line.includes("own share ≤"))).toMatch(/1\.13×\s+PASS\s+node 20: 1\.38×/);
  });

  it("reports a fresh server's warm-up apart from the settled figures the targets read", () => {
    const lines = perTurnReport(figures("v24.21.0", 15, 9), { skipped: "no Node 20 on PATH" });
    expect(lines.find((line) => line.includes("fresh server's first 100 turns"))).toMatch(
      /app CPU 18\.0 ms per turn = 2\.25× the AI SDK alone/,
    );
    expect(lines.find((line) => line.includes("own share ≤"))).toMatch(/1\.13×\s+PASS/);
  });

  it("says whether the AI SDK alone made the app's model calls", () => {
    const same = perTurnReport(figures("v24.21.0", 15, 9), { skipped: "no Node 20 on PATH" });
    expect(same.find((line) => line.includes("where the gap is"))).toMatch(/20 of its 20 model requests byte for byte the app's\)/);
    const differing = perTurnReport(figures("v24.21.0", 15, 9, 3), { skipped: "no Node 20 on PATH" });
    expect(differing.find((line) => line.includes("where the gap is"))).toMatch(/17 of its 20 model requests .*NOT THE SAME CALLS/);
  });

  it("says why there is no Node 20 column", () => {
    const lines = perTurnReport(figures("v24.21.0", 30, 12), { skipped: "no Node 20 on PATH" });
    expect(lines).toContain("    node 20 column skipped: no Node 20 on PATH");
    expect(lines.find((line) => line.includes("p99") && line.includes("node 20:"))).toMatch(/3\.00×\s+MISS\s+node 20: —/);
  });
});

describe("differingCalls", () => {
  it("counts the replayed requests that are not byte for byte the app's, missing and extra ones included", () => {
    expect(differingCalls(['{"a":1}', '{"b":2}'], ['{"a":1}', '{"b":2}'])).toBe(0);
    expect(differingCalls(['{"a":1}', '{"b":2}'], ['{"a":1}', '{"b":3}'])).toBe(1);
    expect(differingCalls(['{"a":1}', '{"b":2}'], ['{"a":1}'])).toBe(1);
    expect(differingCalls(['{"a":1}'], ['{"a":1}', '{"c":1}'])).toBe(1);
  });
});

describe("httpSections", () => {
  it("runs everything when unset, and the named parts otherwise", () => {
    expect(httpSections(undefined)).toEqual({ firstLoad: true, browserJs: true, cold: true, turns: true, rest: true });
    expect(httpSections("js,turns")).toEqual({ firstLoad: true, browserJs: true, cold: false, turns: true, rest: false });
    expect(httpSections("cold")).toMatchObject({ firstLoad: true, browserJs: true, cold: true, turns: false });
    expect(() => httpSections("soak")).toThrow(/unknown soak/);
  });
});
