/**
 * The AI routes' limits are shared by every app process through the database:
 * two guards ("processes") with their own handles on one PostgreSQL database —
 * and two guards on one PGlite handle — allow together what one allows.
 */
import { randomBytes } from "node:crypto";
import { createScratchPostgres } from "@/tests/support/db/test-databases";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { createAiGuard, type AiGuard, type AiLimits } from "@/lib/http/ai-guard";
import { addOne, databaseCounterStore } from "@/lib/http/usage-counters";

const LIMITS: AiLimits = { perMinute: 5, perAddressPerMinute: 1000, dailyTokens: 1000, addressDailyTokens: 0 };

interface TwoProcesses {
  name: string;
  open(): Promise<{ handles: DatabaseHandle[]; close(): Promise<void> }>;
}

const targets: TwoProcesses[] = [
  {
    name: "pglite (one handle, two guards)",
    async open() {
      const handle = await openDatabase({ kind: "memory" });
      return { handles: [handle, handle], close: () => handle.close() };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (serverUrl) {
  targets.push({
    name: "postgres (two handles, one database)",
    async open() {
      const scratch = await createScratchPostgres(serverUrl, "nexusnote_rl");
      const first = await openDatabase({ kind: "postgres", url: scratch.url });
      const second = await openDatabase({ kind: "postgres", url: scratch.url });
      return {
        handles: [first, second],
        async close() {
          await first.close();
          await second.close();
          await scratch.drop();
        },
      };
    },
  });
}

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => "ok" as const,
    (error: { code?: string }) => error.code ?? "error",
  );

describe.each(targets)("the shared AI limits on $name", (target) => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => Promise.all(opened.map((entry) => entry.close())));

  async function twoGuards(limits: AiLimits = LIMITS): Promise<[AiGuard, AiGuard]> {
    const db = await target.open();
    opened.push(db);
    // One fixed clock for both, mid-minute: the windows under test never roll over while it runs.
    const now = () => Date.UTC(2026, 0, 5, 12, 30, 20);
    const [a, b] = db.handles.map((handle) => createAiGuard({ store: databaseCounterStore(handle.db), limits, now }));
    return [a!, b!];
  }

  it("a flood split across two processes, sequential and at once, gets exactly the per-minute limit", async () => {
    const [a, b] = await twoGuards();
    const owner = { ownerId: `g_${randomBytes(8).toString("hex")}`, address: "203.0.113.7" };
    const sequential = [];
    for (let i = 0; i < 8; i += 1) sequential.push(await outcome((i % 2 ? a : b).admit(owner)));
    expect(sequential.filter((result) => result === "ok")).toHaveLength(5);
    expect(sequential.slice(5)).toEqual(["rate_limited", "rate_limited", "rate_limited"]);

    const other = { ownerId: `g_${randomBytes(8).toString("hex")}`, address: "203.0.113.8" };
    const parallel = await Promise.all(Array.from({ length: 30 }, (_, i) => outcome((i % 2 ? a : b).admit(other))));
    expect(parallel.filter((result) => result === "ok")).toHaveLength(5);
  });

  it("tokens used in one process count against the budget in the other", async () => {
    const [a, b] = await twoGuards({ ...LIMITS, perMinute: 0 });
    const owner = { ownerId: `g_${randomBytes(8).toString("hex")}`, address: "198.51.100.4" };
    await a.admit(owner);
    await a.record(owner, 700);
    await b.admit(owner);
    await Promise.all([b.record(owner, 200), a.record(owner, 150)]);
    const refused = await b.admit(owner).catch((error: Error) => error);
    expect(refused).toMatchObject({ code: "rate_limited", status: 429 });
    expect((refused as Error).message).toMatch(/^Today's AI budget for this browser is used up \(1,000 tokens\)\. It resets at 00:00 UTC/);
    await expect(a.admit(owner)).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("several counters added in one statement: each total in order, a counter named twice added to once", async () => {
    const db = await target.open();
    opened.push(db);
    const store = databaseCounterStore(db.handles[0]!.db);
    const key = `k_${randomBytes(8).toString("hex")}`;
    const expiresAt = new Date(Date.now() + 60_000);
    expect(await store.addAll([])).toEqual([]);
    expect(await addOne(store, `${key}:a`, "m1", 4, expiresAt)).toBe(4);
    const totals = await store.addAll([
      { key: `${key}:b`, bucket: "m1", amount: 0, expiresAt },
      { key: `${key}:a`, bucket: "m1", amount: 3, expiresAt },
      { key: `${key}:a`, bucket: "m2", amount: 1, expiresAt },
      { key: `${key}:b`, bucket: "m1", amount: 2, expiresAt },
    ]);
    expect(totals).toEqual([2, 7, 1, 2]);
    expect(await addOne(store, `${key}:b`, "m1", 0, expiresAt)).toBe(2);
  });
});
