import { asc, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { insertRowsAsJson } from "./json-rows";
import { instanceSettings } from "./settings-schema";

describeOnDatabases("rows inserted as one jsonb parameter, on $name", (handle) => {
  it("stores every row as a VALUES list would: any Unicode, quotes, nested jsonb, SQL NULL for null, the defaults for columns left out", async () => {
    const rows = [
      { id: "a-“引号”-'\"-😀", values: { text: 'He said "hi" \\ then 你好', list: [1, 2.5, null] }, secrets: [], probe: null },
      { id: "b", values: [], secrets: { nested: { deep: true } }, probe: "a jsonb string" },
    ];
    await handle.db.execute(insertRowsAsJson(instanceSettings, rows));
    const stored = await handle.db.select().from(instanceSettings).orderBy(asc(instanceSettings.id));
    expect(stored.map(({ id, values, secrets, probe, version }) => ({ id, values, secrets, probe, version }))).toEqual(
      rows.map((row) => ({ ...row, version: 1 })),
    );
    expect(stored.every((row) => row.updatedAt instanceof Date && !Number.isNaN(row.updatedAt.getTime()))).toBe(true);
    const [nulls] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(instanceSettings)
      .where(sql`${instanceSettings.probe} is null`);
    expect(Number(nulls?.count)).toBe(1);
  });

  it("a second batch of the same columns, and one of other columns, are stored as the first", async () => {
    await handle.db.execute(insertRowsAsJson(instanceSettings, [{ id: "c", values: { n: 1 }, secrets: [], probe: "first" }]));
    await handle.db.execute(insertRowsAsJson(instanceSettings, [{ id: "d", values: { n: 2 }, secrets: [], probe: "again" }]));
    await handle.db.execute(insertRowsAsJson(instanceSettings, [{ id: "e", values: { n: 3 }, secrets: { s: 1 } }]));
    const stored = await handle.db
      .select()
      .from(instanceSettings)
      .where(sql`${instanceSettings.id} in ('c', 'd', 'e')`)
      .orderBy(asc(instanceSettings.id));
    expect(stored.map(({ id, values, secrets, probe }) => ({ id, values, secrets, probe }))).toEqual([
      { id: "c", values: { n: 1 }, secrets: [], probe: "first" },
      { id: "d", values: { n: 2 }, secrets: [], probe: "again" },
      { id: "e", values: { n: 3 }, secrets: { s: 1 }, probe: null },
    ]);
  });

  it("refuses rows that do not name the same columns, and a key that is no column", () => {
    expect(() => insertRowsAsJson(instanceSettings, [])).toThrow("no rows");
    expect(() =>
      insertRowsAsJson(instanceSettings, [
        { id: "x", values: {}, secrets: {} },
        { id: "y", values: {}, secrets: {}, probe: null },
      ]),
    ).toThrow("every row names the same columns");
    expect(() => insertRowsAsJson(instanceSettings, [{ id: "x", values: {}, secrets: {}, colour: "red" } as never])).toThrow(
      "colour is not a column",
    );
  });
});
