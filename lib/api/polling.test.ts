// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { pollingOptions, type PollingRule } from "./polling";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A query polled with `rule`, its options rebuilt as a component re-rendering would (`rebuild()`). */
function polled<T>(queryFn: () => Promise<T>, rule: PollingRule<T>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.mount();
  const options = () => ({ queryKey: ["polled"], queryFn, ...pollingOptions(rule) });
  const observer = new QueryObserver(client, options());
  const stop = observer.subscribe(() => undefined);
  return {
    rebuild: () => observer.setOptions(options()),
    stop: () => {
      stop();
      client.unmount();
    },
  };
}

describe("pollingOptions", () => {
  it("stops for good when the thing polled is gone (404), as the pages say 'not found'", async () => {
    let calls = 0;
    const query = polled(
      async () => {
        calls += 1;
        if (calls >= 3) throw new ApiError("not_found", 404, "This course does not exist.");
        return { writing: true };
      },
      { active: (data) => data.writing, firstMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toBe(3);
    query.stop();
  });

  it("keeps its backoff when the options are rebuilt on every render", async () => {
    const times: number[] = [];
    const query = polled(
      async () => {
        times.push(Date.now());
        return { writing: true, progress: "same" };
      },
      { active: () => true, firstMs: 1000, backoff: { factor: 2, maxMs: 8000, signature: (data) => data.progress } },
    );
    for (let elapsed = 0; elapsed < 16_000; elapsed += 250) {
      query.rebuild();
      await vi.advanceTimersByTimeAsync(250);
    }
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    // 1 s, then growing: nothing moved, so the rebuilt options must not start it over at 1 s.
    expect(gaps.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    query.stop();
  });
});
