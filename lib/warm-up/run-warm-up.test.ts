import { describe, expect, it } from "vitest";
import { describeWarmUp, runWarmUp, type WarmUpStep } from "./run-warm-up";

const step = (name: string, run: WarmUpStep["run"]): WarmUpStep => ({ name, run });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runWarmUp", () => {
  it("runs every step in order and reports them warmed", async () => {
    const ran: string[] = [];
    const report = await runWarmUp(
      ["a", "b", "c"].map((name) => step(name, async () => void ran.push(name))),
      1000,
    );
    expect(ran).toEqual(["a", "b", "c"]);
    expect(report).toMatchObject({ warmed: ["a", "b", "c"], failed: [], skipped: [] });
    expect(describeWarmUp(report)).toMatch(/^warmed up in \d+ ms$/);
  });

  it("never throws: a failing step (sync or async) is reported and the next ones still run", async () => {
    const report = await runWarmUp(
      [
        step("throws", () => {
          throw new Error("no port");
        }),
        step("rejects", async () => Promise.reject(new Error("HTTP 500"))),
        step("fine", async () => {}),
      ],
      1000,
    );
    expect(report.warmed).toEqual(["fine"]);
    expect(report.failed).toEqual([
      { name: "throws", error: "no port" },
      { name: "rejects", error: "HTTP 500" },
    ]);
    expect(describeWarmUp(report)).toContain("throws failed: no port; rejects failed: HTTP 500");
  });

  it("gives up within its budget on a step that hangs, aborts it, and skips the rest", async () => {
    let aborted = false;
    let laterRan = false;
    const started = performance.now();
    const report = await runWarmUp(
      [
        step("quick", async () => {}),
        step("hangs", (signal) => {
          signal.addEventListener("abort", () => (aborted = true));
          return new Promise(() => {}); // ignores its signal, never settles
        }),
        step("later", async () => void (laterRan = true)),
      ],
      150,
    );
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(140);
    expect(took).toBeLessThan(1000);
    expect(aborted).toBe(true);
    expect(laterRan).toBe(false);
    expect(report).toMatchObject({ warmed: ["quick"], failed: [], skipped: ["hangs", "later"] });
    expect(describeWarmUp(report)).toContain("out of time before hangs, later");
  });

  it("starts no step once the budget is spent", async () => {
    const ran: string[] = [];
    const report = await runWarmUp(
      [step("slow", async () => sleep(60).then(() => void ran.push("slow"))), step("next", async () => void ran.push("next"))],
      50,
    );
    expect(ran).not.toContain("next");
    expect(report.skipped).toContain("next");
  });
});
