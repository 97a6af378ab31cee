/**
 * Test support for the tutors' request readers (not a test file): with a practice question open, a
 * message a tutor reads as its own request is that request, anything else is the learner's answer.
 * Each feature's reader is checked against its own rows by one runner; the genuine answers every
 * reader must leave to the quiz are listed once.
 */
import { describe, expect, it } from "vitest";

/** Answers to an open question (a letter, a number, a term, a step, "I don't know"): never a request. */
export const GENUINE_ANSWERS: readonly string[] = [
  "B",
  "c)",
  "3",
  "the gradient",
  "Set the goal",
  "I don't know",
  "梯度",
  "先定目标",
  "不知道",
  "what is it?",
];

/** One suite named `name`: every one of `requests` reads as a request, every one of `answers` does not. */
export function describeRequestReader(
  name: string,
  readsAsRequest: (text: string) => boolean,
  rows: { requests: readonly string[]; answers: readonly string[] },
): void {
  describe(name, () => {
    it.each(rows.requests)("a request: %s", (text) => {
      expect(readsAsRequest(text)).toBe(true);
    });

    it.each(rows.answers)("not one: %s", (text) => {
      expect(readsAsRequest(text)).toBe(false);
    });
  });
}
