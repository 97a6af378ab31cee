import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { flushOnExit } from "./flush-on-exit";

const slot = globalThis as typeof globalThis & { __nexusnoteExitFlush?: Set<unknown> };
const realExit = process.exit;
const exit = vi.fn();

beforeEach(() => {
  // Stands in for the real exit, which flushOnExit wraps when it first runs.
  slot.__nexusnoteExitFlush = undefined;
  process.exit = exit as unknown as typeof process.exit;
  exit.mockClear();
});
afterAll(() => {
  process.exit = realExit;
  slot.__nexusnoteExitFlush = undefined;
});

function fakeStore(flushMs: number) {
  let pending = true;
  return {
    hasPending: () => pending,
    flush: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, flushMs));
      pending = false;
    }),
  };
}

describe("flushOnExit (Next.js calls process.exit after SIGTERM)", () => {
  it("exits only once the pending counts are written, with the same code", async () => {
    const store = fakeStore(20);
    const forget = flushOnExit(store);
    process.exit(143);
    expect(store.flush).toHaveBeenCalledTimes(1);
    expect(exit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(143));
    expect(store.hasPending()).toBe(false);
    forget();
  });

  it("exits at once when nothing is pending", () => {
    const idle = { hasPending: () => false, flush: vi.fn(async () => {}) };
    const forgetIdle = flushOnExit(idle);
    process.exit(0);
    expect(exit).toHaveBeenCalledWith(0);
    expect(idle.flush).not.toHaveBeenCalled();
    forgetIdle();
  });

  it("exits after `timeoutMs` when the database hangs", async () => {
    const stuck = { hasPending: () => true, flush: () => new Promise<void>(() => {}) };
    const forgetStuck = flushOnExit(stuck, 30);
    process.exit(143);
    expect(exit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(143));
    forgetStuck();
  });
});
