import { describe, expect, it } from "vitest";
import { memoryCounterStore } from "./rate-limit";
import { addOne } from "./usage-counters";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the in-memory counter store (fallback without a database)", () => {
  it("adds per key and bucket, reads with 0, and forgets a counter once it expires", async () => {
    const time = clock();
    const store = memoryCounterStore({ now: time.now });
    const expires = new Date(time.now() + 60_000);
    expect(await addOne(store, "a", "m1", 1, expires)).toBe(1);
    expect(await addOne(store, "a", "m1", 2, expires)).toBe(3);
    expect(await addOne(store, "a", "m2", 1, expires)).toBe(1);
    expect(await addOne(store, "b", "m1", 0, expires)).toBe(0);
    expect(await addOne(store, "a", "m1", 0, expires)).toBe(3);
    time.advance(60_000);
    expect(await addOne(store, "a", "m1", 0, expires)).toBe(0);
  });

  it("keeps memory bounded", async () => {
    const time = clock();
    const store = memoryCounterStore({ now: time.now, maxKeys: 10 });
    const expires = new Date(time.now() + 60_000);
    for (let i = 0; i < 100; i += 1) await addOne(store, `k${i}`, "m", 1, expires);
    // The newest keys are still counted; the store never grew past its bound (+1 before a sweep).
    expect(await addOne(store, "k99", "m", 0, expires)).toBe(1);
    expect(await addOne(store, "k0", "m", 0, expires)).toBe(0);
  });

  it("adds several counters at once, each total after all the adds", async () => {
    const time = clock();
    const store = memoryCounterStore({ now: time.now });
    const expires = new Date(time.now() + 60_000);
    await addOne(store, "a", "m1", 4, expires);
    const totals = await store.addAll([
      { key: "b", bucket: "m1", amount: 0, expiresAt: expires },
      { key: "a", bucket: "m1", amount: 3, expiresAt: expires },
      { key: "b", bucket: "m1", amount: 2, expiresAt: expires },
    ]);
    expect(totals).toEqual([2, 7, 2]);
  });
});
