import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { createAiGuard, type AiLimits } from "./ai-guard";
import { addOne } from "./usage-counters";
import { writeBehindCounterStore, type WriteBehindOptions } from "./write-behind-counters";

const LIMITS: AiLimits = { perMinute: 3, perAddressPerMinute: 5, dailyTokens: 1000, addressDailyTokens: 2500 };
const START = Date.UTC(2026, 0, 5, 18, 0, 10);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "memory" });
}, 60_000);
afterAll(() => handle.close(), 60_000);

let run = 0;
/** Keys of their own per test: the tests share one database. */
const unique = (name: string) => `${name}_${(run += 1)}`;

function storeOver(options: WriteBehindOptions = {}) {
  // A long timer: the tests flush when they mean to.
  return writeBehindCounterStore(handle.db, { flushMs: 60_000, ...options });
}

async function storedAmount(key: string, bucket: string): Promise<number | null> {
  const { rows } = (await handle.db.execute(
    sql`select amount::int as amount from usage_counters where key = ${key} and bucket = ${bucket}`,
  )) as unknown as { rows: { amount: number }[] };
  return rows[0]?.amount ?? null;
}

describe("the write-behind counter store (embedded database)", () => {
  it("refuses at the same count and with the same messages as the database store", async () => {
    let time = START;
    const now = () => time;
    const store = storeOver({ now });
    const guard = createAiGuard({ store, limits: LIMITS, now });
    const alice = { ownerId: unique("g_alice"), address: unique("203.0.113") };
    for (let i = 0; i < 3; i += 1) await guard.admit(alice);
    await expect(guard.admit(alice)).rejects.toMatchObject({
      code: "rate_limited",
      message: "You're sending messages faster than the tutor can answer. Try again in 50 seconds.",
      details: { retryAfterSeconds: 50, reason: "rate" },
    });
    time += 50_000;
    await guard.admit(alice);
    await guard.record(alice, 1000);
    await expect(guard.admit(alice)).rejects.toMatchObject({
      message: "Today's AI budget for this browser is used up (1,000 tokens). It resets at 00:00 UTC, in about 5 hours.",
      details: { reason: "daily_budget" },
    });
    store.stop();
  });

  it("writes nothing until it flushes, then one row per counter; a new store over the database (a restart) goes on from there", async () => {
    const now = () => START;
    const first = storeOver({ now });
    const bob = { ownerId: unique("g_bob"), address: unique("198.51.100") };
    const guard = createAiGuard({ store: first, limits: LIMITS, now });
    await guard.admit(bob);
    await guard.record(bob, 600);
    await guard.record(bob, 350);
    expect(await storedAmount(`tokens:owner:${bob.ownerId}`, "2026-01-05")).toBeNull();
    expect(first.hasPending()).toBe(true);
    await first.flush();
    expect(first.hasPending()).toBe(false);
    expect(await storedAmount(`tokens:owner:${bob.ownerId}`, "2026-01-05")).toBe(950);
    expect(await storedAmount(`tokens:addr:${bob.address}`, "2026-01-05")).toBe(950);

    const second = storeOver({ now });
    const restarted = createAiGuard({ store: second, limits: LIMITS, now });
    await restarted.admit(bob);
    await restarted.record(bob, 50);
    await expect(restarted.admit(bob)).rejects.toMatchObject({ details: { reason: "daily_budget" } });
    // The minute's request count came back too: one counted before the restart, two after.
    const minute = `m${Math.floor(START / 60_000)}`;
    expect(await addOne(second, `rate:owner:${bob.ownerId}`, minute, 0, new Date(START + 120_000))).toBe(3);
    first.stop();
    second.stop();
  });

  it("loses no count when many adds arrive at once, the first of them reading the database once for all", async () => {
    const store = storeOver();
    const key = unique("k");
    const expiresAt = new Date(Date.now() + 60_000);
    await handle.db.execute(sql`insert into usage_counters (key, bucket, amount, expires_at) values (${key}, 'b', 10, ${expiresAt})`);
    const select = vi.spyOn(handle.db, "select");
    const totals = await Promise.all(Array.from({ length: 40 }, () => addOne(store, key, "b", 1, expiresAt)));
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect([...totals].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => 11 + i));
    await Promise.all([store.flush(), addOne(store, key, "b", 5, expiresAt), store.flush()]);
    await store.flush();
    expect(await storedAmount(key, "b")).toBe(55);
    expect(await addOne(store, key, "b", 0, expiresAt)).toBe(55);
  });

  it("keeps the counts of a failed flush for the next one, and logs the failure once", async () => {
    const log = vi.fn();
    const store = storeOver({ log });
    const key = unique("k");
    const expiresAt = new Date(Date.now() + 60_000);
    await addOne(store, key, "b", 7, expiresAt);
    await handle.db.execute(sql`alter table usage_counters rename to usage_counters_away`);
    try {
      await store.flush();
      await addOne(store, key, "b", 1, expiresAt);
      await store.flush();
    } finally {
      await handle.db.execute(sql`alter table usage_counters_away rename to usage_counters`);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/could not write the counters/);
    expect(store.hasPending()).toBe(true);
    expect(await addOne(store, key, "b", 0, expiresAt)).toBe(8);
    await store.flush();
    expect(await storedAmount(key, "b")).toBe(8);
    store.stop();
  });

  it("flushes on its own timer", async () => {
    const store = writeBehindCounterStore(handle.db, { flushMs: 10 });
    const key = unique("k");
    await addOne(store, key, "b", 3, new Date(Date.now() + 60_000));
    await vi.waitFor(async () => expect(await storedAmount(key, "b")).toBe(3));
    expect(store.hasPending()).toBe(false);
  });

  it("drops expired counters from memory, and flushed ones past its size bound (read again when used)", async () => {
    let time = START;
    const store = storeOver({ now: () => time, maxCounters: 3 });
    const key = unique("k");
    for (let i = 0; i < 6; i += 1) await addOne(store, `${key}:${i}`, "m1", i + 1, new Date(START + 60_000));
    expect(store.size()).toBe(6);
    await store.flush();
    expect(store.size()).toBe(3);
    // A forgotten counter comes back from the database with its count.
    expect(await addOne(store, `${key}:0`, "m1", 1, new Date(START + 60_000))).toBe(2);
    time += 60_000;
    await store.flush();
    expect(store.size()).toBe(0);
    expect(await storedAmount(`${key}:0`, "m1")).toBe(2);
  });

  it("forgets a written counter left unused for `idleMs`, keeps one still in use, and reads it back when used again", async () => {
    let time = START;
    const store = storeOver({ now: () => time, idleMs: 60_000 });
    const key = unique("k");
    const dayLater = new Date(START + 86_400_000);
    await addOne(store, `${key}:idle`, "d1", 40, dayLater);
    await addOne(store, `${key}:busy`, "d1", 1, dayLater);
    time += 45_000;
    await addOne(store, `${key}:busy`, "d1", 1, dayLater);
    await store.flush();
    expect(store.size()).toBe(2);
    time += 30_000;
    await store.flush();
    expect(store.size()).toBe(1);
    expect(await addOne(store, `${key}:idle`, "d1", 2, dayLater)).toBe(42);
    store.stop();
  });
});
