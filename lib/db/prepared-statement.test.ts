import { asc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { renderedOnce, runPrepared } from "./prepared-statement";
import { instanceSettings } from "./settings-schema";

const upsert = (id: string, probe: string | null) =>
  sql`insert into ${instanceSettings} (id, values, secrets, probe) values (${id}, '{}'::jsonb, '{}'::jsonb, to_jsonb(${probe}::text))
      on conflict (id) do update set probe = excluded.probe, version = ${instanceSettings.version} + 1
      returning id, probe, version`;

describeOnDatabases("statements prepared once per connection, on $name", (handle) => {
  it("runs a statement again and again with its own values each time, rows parsed as the driver parses them", async () => {
    const runs = [];
    for (const [id, probe] of [
      ["a", "first"],
      ["b", "“引号” 'quoted' \\ 😀"],
      ["a", null],
    ] as const)
      runs.push(await runPrepared(handle.db, "test_settings_upsert", upsert(id, probe)));
    expect(runs).toEqual([
      [{ id: "a", probe: "first", version: 1 }],
      [{ id: "b", probe: "“引号” 'quoted' \\ 😀", version: 1 }],
      [{ id: "a", probe: null, version: 2 }],
    ]);
    const stored = await handle.db.select().from(instanceSettings).orderBy(asc(instanceSettings.id));
    expect(stored.map(({ id, probe, version }) => ({ id, probe, version }))).toEqual([
      { id: "a", probe: null, version: 2 },
      { id: "b", probe: "“引号” 'quoted' \\ 😀", version: 1 },
    ]);
  });

  it("a statement that fails leaves the next one, and other statements, to run as usual", async () => {
    const broken = (id: string) =>
      sql`insert into ${instanceSettings} (id, values, secrets) values (${id}, null, '{}'::jsonb) returning id`;
    await expect(runPrepared(handle.db, "test_settings_broken", broken("c"))).rejects.toThrow();
    await expect(runPrepared(handle.db, "test_settings_broken", broken("c"))).rejects.toThrow();
    expect(await runPrepared(handle.db, "test_settings_upsert", upsert("c", "after"))).toEqual([{ id: "c", probe: "after", version: 1 }]);
    expect(await handle.db.select({ id: instanceSettings.id }).from(instanceSettings).where(eq(instanceSettings.id, "c"))).toEqual([
      { id: "c" },
    ]);
  });

  it("a statement the server no longer has (DEALLOCATE ALL) is prepared again", async () => {
    expect(await runPrepared(handle.db, "test_settings_upsert", upsert("e", "before"))).toEqual([{ id: "e", probe: "before", version: 1 }]);
    await handle.db.execute(sql`deallocate all`);
    expect(await runPrepared(handle.db, "test_settings_upsert", upsert("e", "after"))).toEqual([{ id: "e", probe: "after", version: 2 }]);
  });

  it("inside a transaction it is the transaction's: rolled back with it", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await runPrepared(tx, "test_settings_upsert", upsert("d", "in a transaction"));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await handle.db.select().from(instanceSettings).where(eq(instanceSettings.id, "d"))).toEqual([]);
  });

  it("a part rendered once with placeholders runs with each run's values; another text under the same name is a statement of its own", async () => {
    const part = renderedOnce(
      sql`select ${instanceSettings.id} as id, ${sql.placeholder("suffix")}::text as suffix from ${instanceSettings} where ${instanceSettings.id} = ${sql.placeholder("id")} and ${instanceSettings.secrets} = ${"{}"}::jsonb`,
    );
    expect(await runPrepared(handle.db, "test_settings_read", part, { id: "a", suffix: "one" })).toEqual([{ id: "a", suffix: "one" }]);
    expect(await runPrepared(handle.db, "test_settings_read", part, { id: "b", suffix: "two" })).toEqual([{ id: "b", suffix: "two" }]);
    expect(await runPrepared(handle.db, "test_settings_read", sql`select ${"x"}::text as other`)).toEqual([{ other: "x" }]);
    expect(await runPrepared(handle.db, "test_settings_read", part, { id: "zz", suffix: "none" })).toEqual([]);
  });
});
