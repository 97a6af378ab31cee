import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { addOne, databaseCounterStore } from "@/lib/http/usage-counters";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { rehearseCounterUpsert } from "./rehearse-counters";

describeOnDatabases("rehearseCounterUpsert on $name", (handle) => {
  const rows = async () =>
    ((await handle.db.execute(sql`select key, bucket, amount::int as amount from usage_counters order by key`)) as { rows: unknown[] })
      .rows;

  it("leaves no counter behind and does not touch the counts already there", async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    await addOne(databaseCounterStore(handle.db), "owner:g_1", "m1", 3, expiresAt);
    await rehearseCounterUpsert(handle);
    await rehearseCounterUpsert(handle);
    expect(await rows()).toEqual([{ key: "owner:g_1", bucket: "m1", amount: 3 }]);
    // The database is usable afterwards (no transaction left open).
    expect(await addOne(databaseCounterStore(handle.db), "owner:g_1", "m1", 1, expiresAt)).toBe(4);
  });

  it("runs the counters' statements on the counters' table (a rehearsal that touched nothing would warm nothing)", async () => {
    await handle.db.execute(sql`alter table usage_counters rename to usage_counters_away`);
    try {
      await expect(rehearseCounterUpsert(handle)).rejects.toThrow(/usage_counters/);
    } finally {
      await handle.db.execute(sql`alter table usage_counters_away rename to usage_counters`);
    }
    await rehearseCounterUpsert(handle);
  });
});
