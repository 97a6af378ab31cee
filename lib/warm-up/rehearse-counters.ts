import "server-only";
import type { Database, DatabaseHandle } from "@/lib/db/client";
import { createAiGuard, type AiLimits } from "@/lib/http/ai-guard";
import { databaseCounterStore } from "@/lib/http/usage-counters";
import { writeBehindCounterStore } from "@/lib/http/write-behind-counters";

/** Thrown inside the transaction to roll it back (ours, so no driver's error class has to match across bundles). */
const ROLL_BACK = new Error("warm-up rehearsal rolled back");

/** Every limit on, none reached: the rehearsal runs the whole admit and record path. */
const LIMITS: AiLimits = { perMinute: 1000, perAddressPerMinute: 1000, dailyTokens: 1e12, addressDailyTokens: 1e12 };

/**
 * The rate limiter's statements, rehearsed through the guard itself (lib/http/ai-guard.ts)
 * on the store the app uses for this database, inside a transaction that is rolled
 * back, so the database has run them on that table once and nothing is kept:
 * on PostgreSQL the four-counter upsert every admit runs; on PGlite the write-behind
 * store's first read of a turn's counters and its flush of what the turn added.
 */
export async function rehearseCounterUpsert(handle: Pick<DatabaseHandle, "db" | "kind">): Promise<void> {
  try {
    await handle.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const behind = handle.kind === "pglite" ? writeBehindCounterStore(db, { flushMs: 60_000 }) : null;
      const guard = createAiGuard({ store: behind ?? databaseCounterStore(db), limits: LIMITS });
      const subject = { ownerId: "warm-up", address: "warm-up" };
      await guard.admit(subject);
      await guard.record(subject, 1);
      await behind?.flush();
      behind?.stop();
      throw ROLL_BACK;
    });
  } catch (error) {
    if (error !== ROLL_BACK) throw error;
  }
}
