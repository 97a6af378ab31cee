import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { usageCounters } from "@/lib/db/schema";

/**
 * Counters per key and time bucket (a minute for rate limits, a UTC day for
 * token budgets). `add` is one atomic step, so concurrent requests — in one
 * process or many — never lose a count.
 */
export interface UsageCounterStore {
  /** "database" when every process shares the counts; "memory" for this process alone. */
  readonly kind: "database" | "memory";
  /** Adds `amount` (0 reads) and returns the new total; the row lives until `expiresAt`. */
  add(key: string, bucket: string, amount: number, expiresAt: Date): Promise<number>;
}

/** Expired rows are swept every this many writes, so the table stays as small as the live windows. */
const SWEEP_EVERY = 500;

/** Counters in the app database (PostgreSQL or PGlite): one upsert per count. */
export function databaseCounterStore(db: Database): UsageCounterStore {
  let writes = 0;
  return {
    kind: "database",
    async add(key, bucket, amount, expiresAt) {
      const [row] = await db
        .insert(usageCounters)
        .values({ key, bucket, amount, expiresAt })
        .onConflictDoUpdate({
          target: [usageCounters.key, usageCounters.bucket],
          set: { amount: sql`${usageCounters.amount} + ${amount}` },
        })
        .returning({ amount: usageCounters.amount });
      if (++writes % SWEEP_EVERY === 0) {
        void db
          .delete(usageCounters)
          .where(lt(usageCounters.expiresAt, new Date()))
          .catch((error: unknown) => console.warn("[usage-counters] sweep failed:", error));
      }
      return Number(row?.amount ?? amount);
    },
  };
}
