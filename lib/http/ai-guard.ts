import "server-only";
import { database } from "@/lib/db/database";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { clientAddress } from "./client-address";
import { memoryCounterStore } from "./rate-limit";
import { databaseCounterStore, type UsageCounterStore } from "./usage-counters";

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
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The AI routes' guard. `admit` runs before a turn: the daily token budgets are
 * read (a turn is refused once they are spent), then the request is counted
 * against the per-minute limits of the identity and of the address. `record`
 * adds the tokens the models actually used as each model call finishes. Counts
 * live in the store — the database, shared by every process — so N processes
 * allow what one does.
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

  async function checkBudget(key: string, limit: number, who: string) {
    if (limit <= 0) return;
    const time = now();
    const day = Math.floor(time / DAY_MS);
    const used = await store.add(`tokens:${key}`, dayBucket(day), 0, new Date((day + 2) * DAY_MS));
    if (used < limit) return;
    const resetsAt = new Date((day + 1) * DAY_MS);
    const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - time) / 1000));
    const hours = Math.floor(seconds / 3600);
    const wait = hours >= 1 ? `in about ${plural(hours, "hour")}` : `in ${plural(Math.ceil(seconds / 60), "minute")}`;
    throw new AppError(
      "rate_limited",
      `Today's AI budget for ${who} is used up (${limit.toLocaleString("en-US")} tokens). It resets at 00:00 UTC, ${wait}.`,
      { details: { retryAfterSeconds: seconds, reason: "daily_budget", resetsAt: resetsAt.toISOString() } },
    );
  }

  async function countRequest(key: string, limit: number): Promise<number> {
    if (limit <= 0) return 0;
    const time = now();
    const minute = Math.floor(time / MINUTE_MS);
    const count = await store.add(`rate:${key}`, `m${minute}`, 1, new Date((minute + 2) * MINUTE_MS));
    return count > limit ? Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - time) / 1000)) : 0;
  }

  return {
    kind: store.kind,
    async admit(subject: AiSubject): Promise<void> {
      const keys = subjectsOf(subject);
      await checkBudget(keys.owner, limits.dailyTokens, "this browser");
      await checkBudget(keys.address, limits.addressDailyTokens, "your network");
      const [ownerWait, addressWait] = await Promise.all([
        countRequest(keys.owner, limits.perMinute),
        countRequest(keys.address, limits.perAddressPerMinute),
      ]);
      const seconds = Math.max(ownerWait, addressWait);
      if (seconds === 0) return;
      const who = ownerWait >= addressWait ? "You're sending messages" : "Your network is sending messages";
      throw new AppError("rate_limited", `${who} faster than the tutor can answer. Try again in ${plural(seconds, "second")}.`, {
        details: { retryAfterSeconds: seconds, reason: ownerWait >= addressWait ? "rate" : "address_rate" },
      });
    },
    /** Charges tokens a model used to both budgets. Never throws: a failed write is logged. */
    async record(subject: AiSubject, tokens: number): Promise<void> {
      if (!(tokens > 0)) return;
      const keys = subjectsOf(subject);
      const day = Math.floor(now() / DAY_MS);
      const expiresAt = new Date((day + 2) * DAY_MS);
      await Promise.all(
        [keys.owner, keys.address].map((key) =>
          store.add(`tokens:${key}`, dayBucket(day), Math.ceil(tokens), expiresAt).catch((error: unknown) => {
            console.error("[ai-guard] could not record token usage:", error);
          }),
        ),
      );
    },
  };
}

export type AiGuard = ReturnType<typeof createAiGuard>;

function dayBucket(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** One per process (route bundles share it through globalThis, like the database handle). */
const slot = globalThis as typeof globalThis & { __nexusnoteAiGuard?: Promise<AiGuard> };

/**
 * The app's guard: counters in the app database, so every process shares them;
 * in memory (this process only, logged) when the database cannot be opened.
 */
export function appAiGuard(): Promise<AiGuard> {
  slot.__nexusnoteAiGuard ??= Promise.resolve(createAiGuard({ store: appCounterStore(), limits: aiLimitsOf(serverEnv()) }));
  return slot.__nexusnoteAiGuard;
}

/**
 * Counters in whatever the app database is at the time of each request (it is
 * opened once and cached; a failed open is retried by the next request), and in
 * this process's memory only while it cannot be opened.
 */
function appCounterStore(): UsageCounterStore {
  const memory = memoryCounterStore();
  const stores = new WeakMap<object, UsageCounterStore>();
  let warned = false;
  return {
    kind: "database",
    async add(key, bucket, amount, expiresAt) {
      let db;
      try {
        db = (await database()).db;
      } catch (error) {
        if (!warned) console.error("[ai-guard] no database for the shared rate limit; limiting per process in memory:", error);
        warned = true;
        return memory.add(key, bucket, amount, expiresAt);
      }
      let store = stores.get(db);
      if (!store) stores.set(db, (store = databaseCounterStore(db)));
      return store.add(key, bucket, amount, expiresAt);
    },
  };
}

/** Tests: use this guard (or, with undefined, build the app's again on next use). */
export function setAiGuardForTests(guard: AiGuard | undefined): void {
  slot.__nexusnoteAiGuard = guard ? Promise.resolve(guard) : undefined;
}

/** The subject of a request whose owner is known: the owner and the client address. */
export function aiSubjectOf(request: Pick<Request, "headers">, ownerId: string): AiSubject {
  return { ownerId, address: clientAddress(request.headers, serverEnv().TRUSTED_PROXY_HOPS) };
}
