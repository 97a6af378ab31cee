import { describe, expect, it } from "vitest";
import { AppError, errorResponse } from "@/lib/errors";
import { createAiGuard, type AiLimits } from "./ai-guard";
import { memoryCounterStore } from "./rate-limit";
import { rejectionOf } from "@/tests/support/errors/rejection-of";

const DAY = 24 * 60 * 60 * 1000;
const LIMITS: AiLimits = { perMinute: 3, perAddressPerMinute: 5, dailyTokens: 1000, addressDailyTokens: 2500 };

function setup(limits: Partial<AiLimits> = {}, start = Date.UTC(2026, 0, 5, 18, 0, 10)) {
  let time = start;
  const now = () => time;
  const guard = createAiGuard({ store: memoryCounterStore({ now }), limits: { ...LIMITS, ...limits }, now });
  return { guard, advance: (ms: number) => (time += ms) };
}

const refusal = (promise: Promise<unknown>): Promise<AppError> => rejectionOf(promise, AppError);

const alice = { ownerId: "g_alice", address: "203.0.113.7" };

describe("the AI guard", () => {
  it("allows `perMinute` requests per identity, then 429 until the minute is over", async () => {
    const { guard, advance } = setup();
    for (let i = 0; i < 3; i += 1) await guard.admit(alice);
    const error = await refusal(guard.admit(alice));
    expect(error).toMatchObject({ code: "rate_limited", status: 429 });
    expect(error.message).toBe("You're sending messages faster than the tutor can answer. Try again in 50 seconds.");
    const response = errorResponse(error, "test");
    expect(response.headers.get("Retry-After")).toBe("50");
    advance(50_000);
    await guard.admit(alice);
  });

  it("counts every identity from one address together: minting identities does not escape the limit", async () => {
    const { guard } = setup();
    for (let i = 0; i < 5; i += 1) await guard.admit({ ownerId: `g_minted_${i}`, address: "198.51.100.9" });
    const error = await refusal(guard.admit({ ownerId: "g_minted_new", address: "198.51.100.9" }));
    expect(error.message).toMatch(/^Your network is sending messages faster than the tutor can answer\. Try again in \d+ seconds?\.$/);
    // Unknown addresses share one bucket rather than escaping it.
    for (let i = 0; i < 5; i += 1) await guard.admit({ ownerId: `g_x${i}`, address: null });
    await refusal(guard.admit({ ownerId: "g_y", address: null }));
  });

  it("refuses once the day's tokens are used, says when it resets, and resets at 00:00 UTC", async () => {
    const { guard, advance } = setup({ perMinute: 0, perAddressPerMinute: 0 });
    await guard.admit(alice);
    await guard.record(alice, 600);
    await guard.admit(alice);
    await guard.record(alice, 450);
    const error = await refusal(guard.admit(alice));
    expect(error.message).toBe("Today's AI budget for this browser is used up (1,000 tokens). It resets at 00:00 UTC, in about 5 hours.");
    expect(error.details).toMatchObject({ reason: "daily_budget", resetsAt: "2026-01-06T00:00:00.000Z", retryAfterSeconds: 6 * 3600 - 10 });
    expect(errorResponse(error, "test").headers.get("Retry-After")).toBe(String(6 * 3600 - 10));
    // Another browser on the same network still has its own budget…
    await guard.admit({ ownerId: "g_bob", address: alice.address });
    // …until the network's budget is used too.
    await guard.record({ ownerId: "g_bob", address: alice.address }, 1500);
    const network = await refusal(guard.admit({ ownerId: "g_carol", address: alice.address }));
    expect(network.message).toMatch(/^Today's AI budget for your network is used up \(2,500 tokens\)/);
    advance(DAY);
    await guard.admit(alice);
  });

  it("admits in one store step (one database statement on PostgreSQL): budgets read, request counted", async () => {
    const memory = memoryCounterStore();
    const steps: number[][] = [];
    const store = {
      ...memory,
      addAll: async (adds: Parameters<typeof memory.addAll>[0]) => (steps.push(adds.map((add) => add.amount)), memory.addAll(adds)),
    };
    const guard = createAiGuard({ store, limits: LIMITS, now: () => Date.UTC(2026, 0, 5, 18, 0, 10) });
    await guard.admit(alice);
    expect(steps).toEqual([[0, 0, 1, 1]]);
  });

  it("0 turns each limit off", async () => {
    const { guard } = setup({ perMinute: 0, perAddressPerMinute: 0, dailyTokens: 0, addressDailyTokens: 0 });
    await guard.record(alice, 1e9);
    for (let i = 0; i < 100; i += 1) await guard.admit(alice);
  });
});
