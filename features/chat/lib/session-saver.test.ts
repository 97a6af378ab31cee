import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionSaver } from "./session-saver";

describe("createSessionSaver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("debounces while idle: one save 300 ms after the last change, with the latest snapshot", () => {
    const save = vi.fn();
    const saver = createSessionSaver(save, 300);
    saver.schedule(1, "debounce");
    vi.advanceTimersByTime(200);
    saver.schedule(2, "debounce");
    vi.advanceTimersByTime(200);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("throttles while streaming: saves at most every 300 ms even if changes never stop", () => {
    const save = vi.fn();
    const saver = createSessionSaver(save, 300);
    for (let i = 1; i <= 10; i++) {
      saver.schedule(i, "throttle");
      vi.advanceTimersByTime(100);
    }
    expect(save.mock.calls.map(([value]) => value)).toEqual([3, 6, 9]);
  });

  it("flush writes the pending snapshot at once; cancel drops it", () => {
    const save = vi.fn();
    const saver = createSessionSaver(save, 300);
    saver.schedule("a", "throttle");
    expect(saver.pending).toBe(true);
    saver.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith("a");
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);

    saver.schedule("partial", "throttle");
    saver.cancel();
    vi.advanceTimersByTime(1000);
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe("flush waits for the write", () => {
  it("resolves only when the pending snapshot's save has finished, and again for one already in flight", async () => {
    const written: string[] = [];
    let finish: () => void = () => {};
    const saver = createSessionSaver<string>(
      (snapshot) =>
        new Promise<void>((resolve) => {
          finish = () => {
            written.push(snapshot);
            resolve();
          };
        }),
      10_000,
    );
    saver.schedule("reply", "debounce");
    const flushed = saver.flush();
    let done = false;
    void flushed.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    const again = saver.flush();
    finish();
    await Promise.all([flushed, again]);
    expect(written).toEqual(["reply"]);
  });
});
