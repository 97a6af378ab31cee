import { describe, expect, it } from "vitest";
import { questionFixture, replyFixture } from "@/tests/support/practice/practice-fixtures";
import { comingDue, sessionReducer, startSession } from "./practice-session";

describe("the practice session reducer", () => {
  it("answers, asks confidence before checking, reveals once, then moves on to the end", () => {
    let state = startSession([questionFixture("q1"), questionFixture("q2")], 0);
    state = sessionReducer(state, { type: "type", answer: "gradient" });
    state = sessionReducer(state, { type: "ask-confidence" });
    expect(state.askConfidence).toBe(true);
    state = sessionReducer(state, { type: "confidence", confidence: 3 });
    expect(state).toMatchObject({ askConfidence: false, confidence: 3 });
    state = sessionReducer(state, { type: "checking" });
    // Nothing changes the answer while it is being checked.
    expect(sessionReducer(state, { type: "type", answer: "other" }).answer).toBe("gradient");
    state = sessionReducer(state, { type: "answered", reply: replyFixture() });
    expect(state.phase).toBe("feedback");
    expect(sessionReducer(state, { type: "answered", reply: replyFixture() }).results).toHaveLength(1);
    state = sessionReducer(state, { type: "next", now: 5 });
    expect(state).toMatchObject({ phase: "answering", position: 1, answer: "", confidence: null, shownAt: 5 });
    state = sessionReducer(sessionReducer(state, { type: "confidence", confidence: 1 }), { type: "checking" });
    state = sessionReducer(state, { type: "failed", message: "offline" });
    expect(state).toMatchObject({ phase: "answering", error: "offline", confidence: 1 });
    state = sessionReducer(sessionReducer(state, { type: "checking" }), { type: "answered", reply: replyFixture({ correct: false }) });
    state = sessionReducer(state, { type: "next", now: 9 });
    expect(state.phase).toBe("done");
    expect(state.results.map((result) => result.correct)).toEqual([true, false]);
    expect(startSession([], 0).phase).toBe("done");
  });

  it("counts what comes due by tomorrow, later this week, and after", () => {
    const now = new Date(2026, 10, 26, 21, 0);
    const at = (days: number, hours = 0) => new Date(2026, 10, 26 + days, hours).toISOString();
    const results = [at(0, 22), at(1, 23), at(2, 1), at(6), at(9)].map((nextDue, index) => ({
      questionId: `q${index}`,
      correct: true,
      nextDue,
    }));
    expect(comingDue(results, now)).toEqual({ tomorrow: 2, thisWeek: 2, later: 1 });
  });
});
