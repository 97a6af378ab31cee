import "server-only";
import type { Database } from "@/lib/db/client";
import { databaseCounterStore } from "@/lib/http/usage-counters";

/** Thrown inside the transaction to roll it back (ours, so no driver's error class has to match across bundles). */
const ROLL_BACK = new Error("warm-up rehearsal rolled back");

/**
 * The rate limiter's first count, rehearsed: the same upsert every AI request
 * runs (lib/http/ai-guard.ts), inside a transaction that is rolled back, so the
 * database has run that statement on that table once and nothing is kept.
 */
export async function rehearseCounterUpsert(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await databaseCounterStore(tx as unknown as Database).add("warm-up", "warm-up", 1, new Date());
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}
