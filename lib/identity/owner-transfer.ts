import "server-only";
import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/lib/db/client";
import { databaseSchema } from "@/lib/db/tables";
import { appCounterStore } from "@/lib/http/app-counters";

/**
 * Moving what one owner id owns to another: a guest's data to the account it becomes (sign-up),
 * or into the account it signs in to (the merge a learner asks for). In one transaction, so a
 * failure moves nothing and the guest still has it all.
 *
 * What an owner owns is read from the schema, so a table added later cannot be forgotten:
 *   - every table with an `owner_id` column: its rows are re-labelled;
 *   - tables that hang off those by a foreign key (chapters, workspace files and their history,
 *     the tutor's conversation, generation jobs, chunks' vectors) follow their parent unchanged;
 *   - the usage counters name their owner in their key (`rate:owner:<id>`, `tokens:owner:<id>`):
 *     they are added into the account's (the day's budget stays spent) and the guest's removed.
 * lib/identity/owner-transfer.test.ts counts every owned row of every table before and after.
 */
export const OWNER_COLUMN = "owner_id";

/** The schema's tables that carry an owner_id column. */
export function ownerTables(): PgTable[] {
  return schemaTables().filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === OWNER_COLUMN));
}

/** Every table of the database (lib/db/tables.ts). */
export function schemaTables(): PgTable[] {
  return (Object.values(databaseSchema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** The end of the usage counter keys that belong to an owner (lib/http/ai-guard.ts names them `<kind>:owner:<id>`). */
export const ownerCounterSuffix = (ownerId: string) => `:owner:${ownerId}`;

/** The usage_counters rows of an owner (compared, not LIKE-matched: an owner id may hold `_`). */
export const ownerCounterRows = (ownerId: string) =>
  sql`right(key, ${ownerCounterSuffix(ownerId).length}::int) = ${ownerCounterSuffix(ownerId)}`;

export interface TransferResult {
  /** Rows re-labelled per table with an owner column, and the usage counters moved. */
  moved: Record<string, number>;
}

export async function transferOwnerData(db: Database, from: string, to: string): Promise<TransferResult> {
  if (from === to) return { moved: {} };
  return db.transaction(async (tx) => {
    await resolveUniqueClashes(tx, from, to);
    const moved: Record<string, number> = {};
    for (const table of ownerTables()) {
      const result = await tx.execute(sql`UPDATE ${table} SET owner_id = ${to} WHERE owner_id = ${from}`);
      moved[getTableName(table)] = affected(result);
    }
    moved.usage_counters = await moveCounters(tx, from, to);
    return { moved };
  });
}

/** A guest's data into an account (sign-up, or the merge asked for): the counts the write-behind store still holds first. */
export async function moveGuestData(db: Database, guest: string, accountId: string): Promise<TransferResult> {
  await appCounterStore().flush();
  return transferOwnerData(db, guest, accountId);
}

/**
 * A course's interview id is unique per owner (saving an outline again updates its course). When the
 * account already has a course of the same interview (the learner went on with it after signing in
 * elsewhere), the guest's copy keeps its content and loses only that link, so both courses stay.
 */
async function resolveUniqueClashes(tx: Transaction, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    UPDATE courses SET interview_id = NULL
    WHERE owner_id = ${from} AND interview_id IN (SELECT interview_id FROM courses WHERE owner_id = ${to} AND interview_id IS NOT NULL)`);
}

async function moveCounters(tx: Transaction, from: string, to: string): Promise<number> {
  await tx.execute(sql`
    INSERT INTO usage_counters (key, bucket, amount, expires_at)
    SELECT left(key, length(key) - ${from.length}::int) || ${to}::text, bucket, amount, expires_at
    FROM usage_counters WHERE ${ownerCounterRows(from)}
    ON CONFLICT (key, bucket) DO UPDATE SET amount = usage_counters.amount + excluded.amount,
      expires_at = GREATEST(usage_counters.expires_at, excluded.expires_at)`);
  const removed = await tx.execute(sql`DELETE FROM usage_counters WHERE ${ownerCounterRows(from)}`);
  return affected(removed);
}

/** What an owner has that a person would miss: for "this browser's guest has N courses". */
export async function ownedSummary(db: Database, ownerId: string): Promise<{ courses: number; sources: number }> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*)::int FROM courses WHERE owner_id = ${ownerId}) AS courses,
           (SELECT count(*)::int FROM sources WHERE owner_id = ${ownerId} AND course_id IS NULL) AS sources`);
  const row = (result as { rows?: { courses?: unknown; sources?: unknown }[] }).rows?.[0];
  return { courses: Number(row?.courses ?? 0), sources: Number(row?.sources ?? 0) };
}

/** Rows a statement touched: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}
