import { describe, expect, it } from "vitest";
import { AppError, errorResponse } from "@/lib/errors";
import { RateLimiter, rateLimitKey } from "./rate-limit";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("the rate limiter", () => {
  it("allows `limit` requests per minute per key, then refuses until the window slides", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 3, now: time.now });
    expect(limiter.check("a").allowed).toBe(true); // t = 0
    time.advance(10_000);
    expect(limiter.check("a").allowed).toBe(true); // t = 10 s
    time.advance(10_000);
    expect(limiter.check("a").allowed).toBe(true); // t = 20 s
    expect(limiter.check("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    // Another identity has its own budget.
    expect(limiter.check("b").allowed).toBe(true);

    time.advance(40_000); // t = 60 s: the first request left the window, the other two did not
    expect(limiter.check("a").allowed).toBe(true);
    expect(limiter.check("a")).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
  });

  it("does not count refused requests", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 1, now: time.now });
    limiter.check("a");
    for (let i = 0; i < 10; i += 1) limiter.check("a");
    time.advance(60_000);
    expect(limiter.check("a").allowed).toBe(true);
  });

  it("0 turns it off", () => {
    const limiter = new RateLimiter({ limit: 0 });
    for (let i = 0; i < 1000; i += 1) expect(limiter.check("a").allowed).toBe(true);
  });

  it("enforce throws rate_limited with the wait, which errorResponse turns into 429 + Retry-After", async () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 1, now: time.now });
    limiter.enforce("a");
    time.advance(58_500);
    let thrown: unknown;
    try {
      limiter.enforce("a");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).message).toBe("You're sending messages faster than the tutor can answer. Try again in 2 seconds.");
    const response = errorResponse(thrown, "test");
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("2");
    expect(await response.json()).toMatchObject({ error: { code: "rate_limited", details: { retryAfterSeconds: 2 } } });
  });

  it("keeps memory bounded by sweeping idle keys", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 5, now: time.now, maxKeys: 10 });
    for (let i = 0; i < 10; i += 1) limiter.check(`old-${i}`);
    time.advance(61_000);
    for (let i = 0; i < 20; i += 1) limiter.check(`new-${i}`);
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBeLessThanOrEqual(11);
  });

  it("keys on the owner, else the client address", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" });
    expect(rateLimitKey("g_alice", { headers })).toBe("owner:g_alice");
    expect(rateLimitKey(null, { headers })).toBe("anonymous:203.0.113.7");
    expect(rateLimitKey(null, { headers: new Headers() })).toBe("anonymous:unknown");
  });
});
