import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file (not tests) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("NO_TELEMETRY", () => {
  // With the SDK's telemetry on (its default), every step's events are copied, filtered and redacted for a
  // tracing channel nothing here subscribes to: 0.3 ms of an interview turn (bench/PROFILE-per-turn.md).
  it("is passed by every agent and every streamText/generateText call of the app", () => {
    const offenders = [...sources("features"), ...sources("lib"), ...sources("app")].flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const calls = text.match(/new ToolLoopAgent\(\{|\b(?:streamText|generateText)\(\{/g)?.length ?? 0;
      const off = text.match(/telemetry: NO_TELEMETRY/g)?.length ?? 0;
      return calls > off ? [`${file}: ${calls} calls, ${off} with telemetry: NO_TELEMETRY`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
