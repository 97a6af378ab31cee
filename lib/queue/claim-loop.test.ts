import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startClaimLoop } from "./claim-loop";

type Row = { id: string };

/** A queue in memory whose claims are counted; `add` is a row queued without a wake (another process). */
function countingQueue() {
  const pending: Row[] = [];
  const claimedAt: number[] = [];
  const ran: string[] = [];
  const loop = (options: { pollMs: number; idlePollMaxMs?: number }) =>
    startClaimLoop<Row>({
      concurrency: 1,
      staleMs: 60_000,
      ...options,
      claim: async (limit) => {
        claimedAt.push(Date.now());
        return pending.splice(0, limit);
      },
      run: async (row) => void ran.push(row.id),
      touch: async () => {},
      log: () => {},
    });
  return { loop, claimedAt, ran, add: (id: string) => pending.push({ id }) };
}

describe("the claim loop's idle polling", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("doubles the wait between empty polls up to idlePollMaxMs", async () => {
    const queue = countingQueue();
    const loop = queue.loop({ pollMs: 100, idlePollMaxMs: 800 });
    await vi.advanceTimersByTimeAsync(5_000);
    // At 0, then after 100, 200, 400, 800, 800, … ms.
    expect(queue.claimedAt.slice(0, 7)).toEqual([0, 100, 300, 700, 1_500, 2_300, 3_100]);
    expect(queue.claimedAt).toHaveLength(9);
    await loop.stop();
  });

  it("keeps polling every pollMs without idlePollMaxMs", async () => {
    const queue = countingQueue();
    const loop = queue.loop({ pollMs: 100 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queue.claimedAt).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]);
    await loop.stop();
  });

  it("claims at once when woken and polls at the full rate again after it", async () => {
    const queue = countingQueue();
    const loop = queue.loop({ pollMs: 100, idlePollMaxMs: 6_400 });
    await vi.advanceTimersByTimeAsync(10_000); // slowed down to 6.4 s between polls
    const before = queue.claimedAt.length;
    queue.add("queued here");
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.ran).toEqual(["queued here"]);
    expect(queue.claimedAt.slice(before)).toEqual([10_000, 10_000]); // the wake's claim, then once the row finished
    await vi.advanceTimersByTimeAsync(300);
    expect(queue.claimedAt.slice(before + 2)).toEqual([10_100, 10_300]);
    await loop.stop();
  });

  it("picks up a row queued elsewhere (no wake) within idlePollMaxMs, however long it was idle", async () => {
    const queue = countingQueue();
    const loop = queue.loop({ pollMs: 100, idlePollMaxMs: 1_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    queue.add("from another process");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queue.ran).toEqual(["from another process"]);
    await loop.stop();
  });
});
