import "server-only";
import { createHash } from "node:crypto";
import type { UsageCounterStore } from "@/lib/http/usage-counters";

/**
 * Sign-in attempts are limited twice, on the counters every process shares (lib/http/app-counters.ts):
 *   - per address: better-auth's own rate limit (3 sign-in or sign-up attempts per 10 s from one
 *     address, and its rules for its other endpoints), whose storage is `counterRateLimitStorage`;
 *   - per account: `signInAttempts`, at most SIGN_IN_FAILURES_PER_ACCOUNT failed attempts per
 *     SIGN_IN_WINDOW_SECONDS against one email, from any number of addresses. An attempt takes a
 *     slot before the password is checked (so parallel guesses cannot all slip through one free
 *     slot), and a successful sign-in gives it back: only failures use the account's allowance.
 * Both are fixed windows (a counter per window), so across a window's edge up to twice the limit
 * can pass; the per-account window is long enough for that to stay far from a brute force.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** better-auth's rate-limit storage contract (BetterAuthRateLimitStorage), kept here to test it alone. */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

const windowOf = (now: number, seconds: number) => {
  const ms = seconds * 1000;
  const index = Math.floor(now / ms);
  return { bucket: `s${seconds}:${index}`, endsAt: (index + 1) * ms, expiresAt: new Date((index + 2) * ms) };
};

/** Keys are hashed: a better-auth key holds an address and a path, and ours an email, none of it worth keeping in clear. */
const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The clock both limits read: `Date.now` looked up on each call, so a test that fakes Date moves them. */
const wallClock = () => Date.now();

/** better-auth's rate limit counted in our shared counters: one atomic add per request (a refused request counts too). */
export function counterRateLimitStorage(store: UsageCounterStore, now: () => number = wallClock): RateLimitStorage {
  return {
    async consume(key, rule) {
      const time = now();
      const window = windowOf(time, Math.max(1, Math.round(rule.window)));
      const [count = 0] = await store.addAll([
        { key: `auth:rate:${digest(key)}`, bucket: window.bucket, amount: 1, expiresAt: window.expiresAt },
      ]);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.endsAt - time) / 1000)) };
    },
  };
}

export interface SignInAttempt {
  /** Gives the slot back (the sign-in succeeded). */
  succeeded(): Promise<void>;
}

export type SignInVerdict = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfterSeconds: number };

/** The per-account limit of failed sign-ins (see above); emails are compared as better-auth stores them, lowercased. */
export function signInAttempts(store: UsageCounterStore, now: () => number = wallClock) {
  return {
    async begin(email: string): Promise<SignInVerdict> {
      const time = now();
      const window = windowOf(time, SIGN_IN_WINDOW_SECONDS);
      const counter = { key: `auth:signin:${digest(email.trim().toLowerCase())}`, bucket: window.bucket, expiresAt: window.expiresAt };
      const [count = 0] = await store.addAll([{ ...counter, amount: 1 }]);
      if (count > SIGN_IN_FAILURES_PER_ACCOUNT) {
        // A refused attempt does not count: the limit is on guesses that reached the password check.
        await store.addAll([{ ...counter, amount: -1 }]);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - time) / 1000)) };
      }
      return {
        allowed: true,
        attempt: {
          succeeded: async () => {
            await store.addAll([{ ...counter, amount: -1 }]);
          },
        },
      };
    },
  };
}
