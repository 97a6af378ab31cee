import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * `INSERT INTO table (columns) SELECT … FROM jsonb_to_recordset($1)`: a batch of rows sent as one
 * jsonb parameter, not a VALUES list with a parameter per cell. On PGlite every bound parameter is
 * a cost of its own (typed, serialised, parsed), so a chapter's questions and their cards — about
 * 150 cells — go in several times faster this way (bench (r)). The columns and their SQL types are
 * the table's own Drizzle definition, so the statement follows the schema; a column a row leaves
 * out gets its default. Values are what JSON carries for the column: strings, numbers, booleans,
 * null, a Date (its ISO string) and, for a jsonb column, the value itself. Every row names the same
 * columns, and text is storable (lib/stored-text: jsonb refuses NUL and lone surrogates, as text does NUL).
 * Usable alone or inside a WITH (several tables in one statement).
 */
export function insertRowsAsJson<T extends PgTable>(table: T, rows: readonly T["$inferInsert"][]): SQL {
  const { columns, from } = rowsAsJson(table, rows);
  return sql`insert into ${table} (${columns}) select ${columns} from ${from}`;
}

/**
 * The rows as a recordset to select from (`from`: `jsonb_to_recordset($1) as <alias>(…)`) and the
 * list of its columns, for an insert whose other columns come from elsewhere in its statement (a
 * row another part of the statement wrote, read from its WITH): `insert into t (a, ${columns})
 * select w.a, ${columns} from w, ${from}`. Rows may name only some of the table's columns.
 */
export function rowsAsJson<T extends PgTable>(
  table: T,
  rows: readonly Partial<T["$inferInsert"]>[],
  alias = "batch",
): { columns: SQL; from: SQL } {
  const [first] = rows;
  if (!first) throw new Error("insertRowsAsJson: no rows");
  const keys = Object.keys(first);
  const shape = shapeOf(table, keys, alias);
  // Keyed by the columns' own names: the recordset reads them by those.
  const records = rows.map((row) => {
    const values = row as Record<string, unknown>;
    if (Object.keys(values).length !== keys.length) throw new Error("insertRowsAsJson: every row names the same columns");
    const record: Record<string, unknown> = {};
    for (const { key, column } of shape.named) {
      if (!(key in values)) throw new Error(`insertRowsAsJson: a row has no ${key}`);
      record[column] = values[key] ?? null;
    }
    return record;
  });
  return { columns: shape.columns, from: sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as ${shape.recordset}` };
}

interface RowShape {
  named: { key: string; column: string }[];
  columns: SQL;
  recordset: SQL;
}

const shapes = new WeakMap<PgTable, Map<string, RowShape>>();
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The column list and the recordset's definition for rows naming `keys`, as SQL text made once per
 * table and set of columns: rendering them chunk by chunk on every batch cost more than the rest
 * of a chapter's question rows' preparation (bench (r)).
 */
function shapeOf(table: PgTable, keys: string[], alias: string): RowShape {
  let byKeys = shapes.get(table);
  if (!byKeys) shapes.set(table, (byKeys = new Map()));
  const id = `${alias}\u0000${keys.join("\u0000")}`;
  const known = byKeys.get(id);
  if (known) return known;
  const columns = getTableColumns(table);
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRowsAsJson: ${key} is not a column`);
    return { key, column: column.name, type: column.getSQLType() };
  });
  const shape: RowShape = {
    named: named.map(({ key, column }) => ({ key, column })),
    columns: sql.raw(named.map(({ column }) => quoted(column)).join(", ")),
    recordset: sql.raw(`${quoted(alias)}(${named.map(({ column, type }) => `${quoted(column)} ${type}`).join(", ")})`),
  };
  byKeys.set(id, shape);
  return shape;
}
