import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { usageCounters } from "@/lib/db/schema";

/** One counter to add to (0 reads it); the row lives until `expiresAt`. */
export interface CounterAdd {
  key: string;
  bucket: string;
  amount: number;
  expiresAt: Date;
}

/**
 * Counters per key and time bucket (a minute for rate limits, a UTC day for
 * token budgets). `addAll` is one atomic step, so concurrent requests — in one
 * process or many — never lose a count.
 */
export interface UsageCounterStore {
  /** "database" when every process shares the counts; "memory" for this process alone. */
  readonly kind: "database" | "memory";
  /**
   * Adds each `amount` (0 reads) in one atomic step (one statement: a turn's counters
   * cost one database round trip, not one each); the new totals, in order. A row
   * lives until its `expiresAt`.
   */
  addAll(adds: readonly CounterAdd[]): Promise<number[]>;
}

/** One counter's identity in a Map: its key and its bucket, joined by NUL. */
export const counterId = (key: string, bucket: string) => `${key}\u0000${bucket}`;

/** Several adds of one counter in one statement become one (a row may be updated once per statement). */
function mergeAdds(adds: readonly CounterAdd[]): CounterAdd[] {
  const merged = new Map<string, CounterAdd>();
  for (const add of adds) {
    const id = counterId(add.key, add.bucket);
    const seen = merged.get(id);
    merged.set(id, seen ? { ...seen, amount: seen.amount + add.amount } : add);
  }
  return [...merged.values()];
}

/** Expired rows are swept every this many writes, so the table stays as small as the live windows. */
const SWEEP_EVERY = 500;

/** Counters in the app database (PostgreSQL or PGlite): one upsert per count. */
export function databaseCounterStore(db: Database): UsageCounterStore {
  let writes = 0;
  const sweepNow = (count: number) => {
    const before = Math.floor(writes / SWEEP_EVERY);
    writes += count;
    if (Math.floor(writes / SWEEP_EVERY) === before) return;
    void db
      .delete(usageCounters)
      .where(lt(usageCounters.expiresAt, new Date()))
      .catch((error: unknown) => console.warn("[usage-counters] sweep failed:", error));
  };
  // One prepared upsert per number of rows: the SQL is built once per process, not on every count.
  const upserts = new Map<number, ReturnType<typeof prepareUpsert>>();
  function prepareUpsert(rows: number) {
    const values = Array.from({ length: rows }, (_, index) => ({
      key: sql.placeholder(`key${index}`),
      bucket: sql.placeholder(`bucket${index}`),
      amount: sql.placeholder(`amount${index}`),
      expiresAt: sql.placeholder(`expiresAt${index}`),
    }));
    return db
      .insert(usageCounters)
      .values(values)
      .onConflictDoUpdate({
        target: [usageCounters.key, usageCounters.bucket],
        set: { amount: sql`${usageCounters.amount} + excluded.amount` },
      })
      .returning({ key: usageCounters.key, bucket: usageCounters.bucket, amount: usageCounters.amount })
      .prepare(`usage_counters_add_${rows}`);
  }
  async function addAll(adds: readonly CounterAdd[]): Promise<number[]> {
    if (adds.length === 0) return [];
    const merged = mergeAdds(adds);
    let upsert = upserts.get(merged.length);
    if (!upsert) upserts.set(merged.length, (upsert = prepareUpsert(merged.length)));
    const params: Record<string, unknown> = {};
    merged.forEach((add, index) => {
      params[`key${index}`] = add.key;
      params[`bucket${index}`] = add.bucket;
      params[`amount${index}`] = add.amount;
      params[`expiresAt${index}`] = add.expiresAt;
    });
    const rows = await upsert.execute(params);
    sweepNow(adds.length);
    const totals = new Map(rows.map((row) => [counterId(row.key, row.bucket), Number(row.amount)]));
    return adds.map((add) => totals.get(counterId(add.key, add.bucket)) ?? add.amount);
  }
  return { kind: "database", addAll };
}

/** One counter's add (0 reads it): its new total. */
export async function addOne(store: UsageCounterStore, key: string, bucket: string, amount: number, expiresAt: Date): Promise<number> {
  const [total] = await store.addAll([{ key, bucket, amount, expiresAt }]);
  return total ?? amount;
}
