import "server-only";
import type { Database } from "@/lib/db/client";
import { databaseCounterStore } from "@/lib/http/usage-counters";

/** Thrown inside the transaction to roll it back (ours, so no driver's error class has to match across bundles). */
const ROLL_BACK = new Error("warm-up rehearsal rolled back");

/**
 * The rate limiter's first count, rehearsed: the same two-row upsert every AI
 * request runs (lib/http/ai-guard.ts counts the browser and its network in one
 * statement), inside a transaction that is rolled back, so the database has run
 * that statement on that table once and nothing is kept.
 */
export async function rehearseCounterUpsert(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const expiresAt = new Date();
      await databaseCounterStore(tx as unknown as Database).addAll([
        { key: "warm-up:owner", bucket: "warm-up", amount: 1, expiresAt },
        { key: "warm-up:address", bucket: "warm-up", amount: 1, expiresAt },
      ]);
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}
