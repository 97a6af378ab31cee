import "server-only";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { AppError, sayError } from "@/lib/errors";
import { clientAddress } from "./client-address";
import { appCounterStore } from "./app-counters";
import type { UsageCounterStore } from "./usage-counters";

/** Who an AI request is counted against: the signed identity, and the client address. */
export interface AiSubject {
  ownerId: string;
  address: string | null;
}

export interface AiLimits {
  /** Requests per identity per minute (0 = off). */
  perMinute: number;
  /** Requests per client address per minute, all identities together (0 = off). */
  perAddressPerMinute: number;
  /** Model tokens per identity per UTC day (0 = off). */
  dailyTokens: number;
  /** Model tokens per client address per UTC day (0 = off). */
  addressDailyTokens: number;
}

export function aiLimitsOf(env: ServerEnv): AiLimits {
  return {
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    perAddressPerMinute: env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    dailyTokens: env.GUEST_DAILY_TOKEN_BUDGET,
    addressDailyTokens: env.ADDRESS_DAILY_TOKEN_BUDGET,
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The AI routes' guard. `admit` runs before a turn: in one step it reads the
 * daily token budgets (a turn is refused once they are spent) and counts the
 * request against the per-minute limits of the identity and of the address (a
 * refused request counts too). `record` adds the tokens the models actually used
 * as each model call finishes. Counts live in the store — PostgreSQL, shared by
 * every process, so N processes allow what one does; or, on the embedded database
 * that only this process may open, this process's memory written behind to it.
 *
 * A budget is checked before a turn and charged after it, so turns already
 * running when it runs out can end a little over it; no new turn starts.
 */
export function createAiGuard({ store, limits, now = Date.now }: { store: UsageCounterStore; limits: AiLimits; now?: () => number }) {
  const subjectsOf = (subject: AiSubject) => ({
    owner: `owner:${subject.ownerId}`,
    // Requests whose address cannot be told share one bucket rather than escaping the limit.
    address: `addr:${subject.address ?? "unknown"}`,
  });

  /**
   * The daily budgets (read: amount 0) and the per-minute request counts (+1) in
   * one store step: one database statement per turn where the database is
   * authoritative (PostgreSQL), none at all on the write-behind store (PGlite).
   */
  async function countTurn(keys: { owner: string; address: string }) {
    const time = now();
    const day = Math.floor(time / DAY_MS);
    const minute = Math.floor(time / MINUTE_MS);
    const budgets = [
      { key: keys.owner, limit: limits.dailyTokens, who: "browser" as const },
      { key: keys.address, limit: limits.addressDailyTokens, who: "network" as const },
    ].filter((budget) => budget.limit > 0);
    const rates = [
      { key: keys.owner, limit: limits.perMinute, reason: "rate", said: "tooFastYou" as const },
      { key: keys.address, limit: limits.perAddressPerMinute, reason: "address_rate", said: "tooFastNetwork" as const },
    ].filter((rate) => rate.limit > 0);
    const dayExpires = new Date((day + 2) * DAY_MS);
    const minuteExpires = new Date((minute + 2) * MINUTE_MS);
    const totals = await store.addAll([
      ...budgets.map((budget) => ({ key: `tokens:${budget.key}`, bucket: dayBucket(day), amount: 0, expiresAt: dayExpires })),
      ...rates.map((rate) => ({ key: `rate:${rate.key}`, bucket: `m${minute}`, amount: 1, expiresAt: minuteExpires })),
    ]);
    const spent = budgets.find((budget, index) => (totals[index] ?? 0) >= budget.limit);
    if (spent) throw budgetSpent(spent, day, time);
    // The identity's limit is named when both are over (as before: the one a learner can act on).
    const over = rates.find((rate, index) => (totals[budgets.length + index] ?? 0) > rate.limit);
    if (!over) return;
    const seconds = Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - time) / 1000));
    throw sayError(
      "rate_limited",
      { key: over.said, values: () => ({ seconds }) },
      { details: { retryAfterSeconds: seconds, reason: over.reason } },
    );
  }

  return {
    kind: store.kind,
    /** Refuses a turn once a daily budget is spent or a per-minute limit is passed (429). */
    async admit(subject: AiSubject): Promise<void> {
      await countTurn(subjectsOf(subject));
    },
    /** Charges tokens a model used to both budgets. Never throws: a failed write is logged. */
    async record(subject: AiSubject, tokens: number): Promise<void> {
      if (!(tokens > 0)) return;
      const keys = subjectsOf(subject);
      const day = Math.floor(now() / DAY_MS);
      const expiresAt = new Date((day + 2) * DAY_MS);
      const amount = Math.ceil(tokens);
      await store
        .addAll([keys.owner, keys.address].map((key) => ({ key: `tokens:${key}`, bucket: dayBucket(day), amount, expiresAt })))
        .catch((error: unknown) => {
          console.error("[ai-guard] could not record token usage:", error);
        });
    },
  };
}

export type AiGuard = ReturnType<typeof createAiGuard>;

function budgetSpent(spent: { limit: number; who: "browser" | "network" }, day: number, time: number): AppError {
  const resetsAt = new Date((day + 1) * DAY_MS);
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - time) / 1000));
  const hours = Math.floor(seconds / 3600);
  return sayError(
    "rate_limited",
    {
      key: spent.who === "browser" ? "budgetSpentBrowser" : "budgetSpentNetwork",
      values: () => ({ limit: spent.limit, hours, minutes: Math.ceil(seconds / 60) }),
    },
    { details: { retryAfterSeconds: seconds, reason: "daily_budget", resetsAt: resetsAt.toISOString() } },
  );
}

/** The last day's name, kept: formatting a date on every admit and record showed in the turn's profile. */
let named = { day: NaN, bucket: "" };
function dayBucket(day: number): string {
  if (named.day !== day) named = { day, bucket: new Date(day * DAY_MS).toISOString().slice(0, 10) };
  return named.bucket;
}

/** One per process (route bundles share it through globalThis, like the database handle). */
const slot = globalThis as typeof globalThis & { __nexusnoteAiGuard?: Promise<AiGuard> };

/**
 * The app's guard: counters in the app database (see createAiGuard and lib/http/app-counters.ts);
 * in memory (this process only, logged) while the database cannot be opened.
 */
export function appAiGuard(): Promise<AiGuard> {
  slot.__nexusnoteAiGuard ??= Promise.resolve(createAiGuard({ store: appCounterStore(), limits: aiLimitsOf(serverEnv()) }));
  return slot.__nexusnoteAiGuard;
}

/** Tests: use this guard (or, with undefined, build the app's again on next use). */
export function setAiGuardForTests(guard: AiGuard | undefined): void {
  slot.__nexusnoteAiGuard = guard ? Promise.resolve(guard) : undefined;
}

/** The subject of a request whose owner is known: the owner and the client address. */
export function aiSubjectOf(request: Pick<Request, "headers">, ownerId: string): AiSubject {
  return { ownerId, address: clientAddress(request.headers, serverEnv().TRUSTED_PROXY_HOPS) };
}
