// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { setVisibility } from "@/tests/support/dom/fake-clock";
import { watchQuery } from "./watch-query";

afterEach(() => {
  vi.useRealTimers();
  setVisibility("visible");
});

describe("watchQuery", () => {
  it("answers at once, then every interval while the tab is shown; a hidden tab is not polled and is looked at again when shown", async () => {
    // Loaded first, so the watch's own import resolves within the fake clock's microtasks.
    await Promise.all([import("@tanstack/react-query"), import("./polling"), import("./query-provider")]);
    vi.useFakeTimers();
    let served = 0;
    const seen: number[] = [];
    const stop = watchQuery({ queryKey: ["watched"], queryFn: async () => ++served, rule: { active: () => true, firstMs: 1000 } }, (data) =>
      seen.push(data),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2100);
    expect(seen).toEqual([1, 2, 3]);

    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(5000);
    expect(served).toBe(3);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(10);
    expect(seen.at(-1)).toBe(4);

    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(served).toBe(4);
  });

  it("stopped before the library arrived: never asks", async () => {
    const queryFn = vi.fn(async () => "x");
    watchQuery({ queryKey: ["never"], queryFn, rule: { active: () => true, firstMs: 10 } }, () => undefined)();
    await import("@tanstack/react-query");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("a failed answer is skipped and the next one arrives", async () => {
    await Promise.all([import("@tanstack/react-query"), import("./polling"), import("./query-provider")]);
    vi.useFakeTimers();
    let calls = 0;
    const seen: string[] = [];
    const stop = watchQuery(
      {
        queryKey: ["flaky"],
        queryFn: async () => {
          calls += 1;
          if (calls === 1) throw new Error("offline");
          return `answer ${calls}`;
        },
        rule: { active: () => true, firstMs: 1000 },
      },
      (data) => seen.push(data),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1100);
    expect(seen).toEqual(["answer 2"]);
    stop();
  });
});
