import "server-only";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { fillPlaceholders, is, Param, Placeholder, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client";

/**
 * Runs a statement prepared once per connection under `name`: parsed and planned the first time,
 * then bound with its values alone. For a hot statement whose parsing and planning cost more than
 * running it (a chapter's first text and its questions: 1.45 → 0.73 ms on PGlite, bench (r)).
 * The statement is written as any (drizzle binds every value as a parameter); each distinct text
 * under one name is prepared as a statement of its own, up to MAX_TEXTS (a statement whose text
 * keeps changing then runs as any, unprepared: it would gain nothing and fill the server's memory).
 *
 * - PGlite: drizzle's `.prepare()` sends the statement's text again on every run (PGlite's `query`
 *   parses, describes, binds and executes an unnamed statement), so here it is parsed once under its
 *   name through PGlite's wire protocol, and each run is one bind, execute and sync, inside PGlite's
 *   own locks as its `query` takes them (so never inside another caller's transaction), its values
 *   written and its rows read with PGlite's own type serialisers and parsers.
 * - PostgreSQL (node-postgres, and anything else, a transaction's handle included): drizzle's prepared
 *   query under the name, which node-postgres parses once on each pooled connection that runs it and
 *   binds by name afterwards (a transaction on PGlite runs it as any statement).
 *
 * Rows come back as objects keyed by column name, as the driver parses them: validate them.
 */
export async function runPrepared(
  db: Database | Transaction,
  name: string,
  statement: SQL,
  /** The values of the statement's placeholders (`sql.placeholder(name)`), if it has any. */
  values: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedName(name, query.sql);
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite) || prepared === undefined) {
    const viaDrizzle = async (as: string | undefined) =>
      ((await db._.session.prepareQuery(query, undefined, as, false).execute(values)) as { rows: Record<string, unknown>[] }).rows;
    try {
      return await viaDrizzle(prepared);
    } catch (error) {
      // node-postgres believes the connection has it, the server no longer does: run it unprepared.
      if (prepared === undefined || !isNoSuchStatement(error)) throw error;
      return viaDrizzle(undefined);
    }
  }
  let byName = preparedOn.get(client);
  if (!byName) preparedOn.set(client, (byName = new Map()));
  const known = byName;
  const params = fillPlaceholders(query.params, values);
  const run = async () => {
    let statementOf = known.get(prepared);
    if (!statementOf) {
      known.set(prepared, (statementOf = prepareOnPglite(client, prepared, query.sql)));
      // A failed prepare is not kept: the next run tries again.
      statementOf.catch(() => known.delete(prepared));
    }
    return runOnPglite(client, prepared, await statementOf, params);
  };
  try {
    return await run();
  } catch (error) {
    // The statement is gone from the server (DEALLOCATE, DISCARD ALL): prepared again, once.
    if (!isNoSuchStatement(error)) throw error;
    known.delete(prepared);
    return run();
  }
}

/** SQLSTATE invalid_sql_statement_name: no prepared statement of that name (drizzle wraps the driver's error as its cause). */
const isNoSuchStatement = (error: unknown): boolean =>
  (error as { code?: unknown }).code === "26000" || (error instanceof Error && error.cause !== undefined && isNoSuchStatement(error.cause));

/** Renders parameters as markers no SQL text can hold (PostgreSQL refuses a NUL in a statement). */
class MarkingDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\u0000${num}\u0000`;
  }
}
const marking = new MarkingDialect();

/**
 * `part` rendered once, kept as its text and its parameters (values, placeholders) side by side:
 * the same SQL to put in a statement, which renders again in a fraction of the time its query
 * builder's parts take (a chapter save's update: 0.11 → 0.01 ms). Write it with placeholders for
 * what changes from one run to the next.
 */
export function renderedOnce(part: SQL): SQL {
  const { sql: text, params } = marking.sqlToQuery(part);
  const chunks = text.split("\u0000").map((chunk, index) => {
    if (index % 2 === 0) return sql.raw(chunk);
    const param = params[Number(chunk)];
    // A placeholder (alone or with its column's encoder) stays one; a value, already the driver's, is bound as it is.
    return is(param, Param) || is(param, Placeholder) ? sql`${param}` : sql`${sql.param(param)}`;
  });
  return sql.join(chunks);
}

const MAX_TEXTS = 8;
const dialect = new PgDialect();
/** Per name, the name each of its texts is prepared under (the same in every connection of the process). */
const names = new Map<string, Map<string, string>>();
const preparedOn = new WeakMap<PGlite, Map<string, Promise<Described>>>();

function preparedName(name: string, text: string): string | undefined {
  let texts = names.get(name);
  if (!texts) names.set(name, (texts = new Map()));
  const known = texts.get(text);
  if (known !== undefined || texts.size >= MAX_TEXTS) return known;
  const prepared = texts.size === 0 ? name : `${name}_${texts.size + 1}`;
  // PostgreSQL cuts a longer name, and two names cut alike would be one statement.
  if (prepared.length > 63) throw new Error(`runPrepared: "${prepared}" is longer than PostgreSQL's 63 characters`);
  texts.set(text, prepared);
  return prepared;
}

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

interface Described {
  paramTypes: number[];
  rowDescription: RowDescription | undefined;
}

const joined = (messages: Uint8Array[]) => {
  const out = new Uint8Array(messages.reduce((size, message) => size + message.byteLength, 0));
  let at = 0;
  for (const message of messages) {
    out.set(message, at);
    at += message.byteLength;
  }
  return out;
};

/** PGlite's own exclusive sections (what its `query` runs in), then its file system's sync outside a transaction. */
async function exclusive<T>(client: PGlite, run: () => Promise<T>): Promise<T> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const out = await run();
      if (!client.isInTransaction()) await client.syncToFs();
      return out;
    }),
  );
}

async function prepareOnPglite(client: PGlite, name: string, text: string): Promise<Described> {
  const { serialize } = protocol;
  const messages = await exclusive(client, () =>
    client.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]), {
      syncToFs: false,
    }),
  );
  const parameters = messages.find((message) => message.name === "parameterDescription") as ParameterDescription | undefined;
  return {
    paramTypes: parameters?.dataTypeIDs ?? [],
    rowDescription: messages.find((message) => message.name === "rowDescription") as RowDescription | undefined,
  };
}

async function runOnPglite(client: PGlite, name: string, described: Described, params: unknown[]): Promise<Record<string, unknown>[]> {
  const { serialize } = protocol;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = client.serializers[described.paramTypes[index]!];
    return serializer ? (serializer(value) as string) : String(value);
  });
  const messages = await exclusive(client, () =>
    client.execProtocolStream(joined([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    }),
  );
  const [result] = parse.parseResults(described.rowDescription ? [described.rowDescription, ...messages] : messages, client.parsers);
  return (result?.rows ?? []) as Record<string, unknown>[];
}
