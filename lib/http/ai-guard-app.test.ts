/**
 * Which store the app's guard counts in: PGlite (one process per data directory)
 * counts in memory and writes behind; PostgreSQL (shared by processes) writes
 * every admitted request at once, so another process sees it.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { setDatabaseForTests } from "@/lib/db/database";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { appAiGuard, setAiGuardForTests } from "./ai-guard";

afterEach(() => {
  setAiGuardForTests(undefined);
  setDatabaseForTests(undefined);
});

async function rateRows(handle: DatabaseHandle, ownerId: string): Promise<number> {
  const { rows } = (await handle.db.execute(
    sql`select coalesce(sum(amount), 0)::int as amount from usage_counters where key = ${`rate:owner:${ownerId}`}`,
  )) as unknown as { rows: { amount: number }[] };
  return rows[0]?.amount ?? 0;
}

describe.each(testDatabaseTargets())("the app's AI guard on $name", ({ name, open }) => {
  it(
    name === "pglite" ? "counts in memory and writes the count behind" : "writes every count at once",
    async () => {
      const handle = await open();
      try {
        setDatabaseForTests(handle);
        setAiGuardForTests(undefined);
        const guard = await appAiGuard();
        const subject = { ownerId: `g_app_${name}`, address: "192.0.2.1" };
        await guard.admit(subject);
        await guard.admit(subject);
        if (name === "postgres") {
          expect(await rateRows(handle, subject.ownerId)).toBe(2);
          return;
        }
        expect(await rateRows(handle, subject.ownerId)).toBe(0);
        await vi.waitFor(async () => expect(await rateRows(handle, subject.ownerId)).toBe(2), { timeout: 3000 });
      } finally {
        await handle.close();
      }
    },
    60_000,
  );
});
