import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { databaseCounterStore } from "@/lib/http/usage-counters";
import { rehearseCounterUpsert } from "./rehearse-counters";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: "memory" });
}, 60_000);
afterAll(() => handle.close());

const rows = async () =>
  ((await handle.db.execute(sql`select key, bucket, amount from usage_counters order by key`)) as { rows: unknown[] }).rows;

describe("rehearseCounterUpsert", () => {
  it("leaves no counter behind and does not touch the counts already there", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    await databaseCounterStore(handle.db).add("owner:g_1", "m1", 3, expiresAt);
    await rehearseCounterUpsert(handle.db);
    await rehearseCounterUpsert(handle.db);
    expect(await rows()).toEqual([{ key: "owner:g_1", bucket: "m1", amount: 3 }]);
    // The database is usable afterwards (no transaction left open).
    expect(await databaseCounterStore(handle.db).add("owner:g_1", "m1", 1, expiresAt)).toBe(4);
  });
});
