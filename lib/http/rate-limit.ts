import "server-only";
import { AppError } from "@/lib/errors";
import { serverEnv } from "@/lib/env";

export interface RateLimiterOptions {
  /** Requests allowed per window; 0 turns the limiter off. */
  limit: number;
  windowMs?: number;
  /** Injected in tests. */
  now?: () => number;
  /** Keys kept before old windows are swept (a bound on memory). */
  maxKeys?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until a request would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A per-key sliding-window limiter in memory: each key keeps the times of its
 * recent requests. Per process (several processes each allow `limit`), which is
 * what a guard against a runaway tab or script needs.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Counts a request for `key` when allowed. */
  check(key: string): RateLimitDecision {
    if (this.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.sweep(now);
    return { allowed: true, remaining: this.limit - recent.length, retryAfterSeconds: 0 };
  }

  /** Drops keys with no request in the window; then the oldest keys if still too many. */
  private sweep(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }

  /** Throws AppError rate_limited (→ 429 with Retry-After) when `key` is over the limit. */
  enforce(key: string): void {
    const decision = this.check(key);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      throw new AppError(
        "rate_limited",
        `You're sending messages faster than the tutor can answer. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
        { details: { retryAfterSeconds: seconds } },
      );
    }
  }
}

let shared: { limiter: RateLimiter; limit: number } | undefined;

/** The AI routes' limiter (one budget per identity across /api/chat and /api/interview), sized by RATE_LIMIT_PER_MINUTE. */
export function aiRateLimiter(): RateLimiter {
  const limit = serverEnv().RATE_LIMIT_PER_MINUTE;
  if (!shared || shared.limit !== limit) shared = { limiter: new RateLimiter({ limit }), limit };
  return shared.limiter;
}

/** Tests: start from an empty limiter (optionally a given one). */
export function resetAiRateLimiterForTests(limiter?: RateLimiter): void {
  shared = limiter ? { limiter, limit: serverEnv().RATE_LIMIT_PER_MINUTE } : undefined;
}

/**
 * The identity a request is limited under: its owner, or — for a request without
 * one (the interview still serves those) — the client address the proxy reports.
 */
export function rateLimitKey(ownerId: string | null, request: Pick<Request, "headers">): string {
  if (ownerId) return `owner:${ownerId}`;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return `anonymous:${forwarded || request.headers.get("x-real-ip") || "unknown"}`;
}
