import { describe, expect, it } from "vitest";
import { GOAL_CASES } from "@/tests/support/interview/goal-phrasings";
import { readGoal } from "./read-goal";
import type { StatedFact } from "./types";

function expectFact(found: StatedFact | null, expected: string | undefined, goal: string) {
  if (expected === undefined) {
    expect(found, "a fact the learner did not state").toBeNull();
    return;
  }
  expect(found).not.toBeNull();
  expect(found!.value.toLowerCase()).toContain(expected.toLowerCase());
  // The evidence rule: every fact is the learner's own words.
  expect(goal).toContain(found!.evidence);
}

describe("readGoal: the subject and each stated fact, for goals as people write them", () => {
  it("has at least 60 phrasings", () => expect(GOAL_CASES.length).toBeGreaterThanOrEqual(60));

  it.each(GOAL_CASES)("$goal", (test) => {
    const reading = readGoal(test.goal);
    expect(reading.subject).toBe(test.subject);
    expectFact(reading.background, test.background, test.goal);
    expectFact(reading.outcome, test.outcome, test.goal);
    expectFact(reading.style, test.style, test.goal);
    expectFact(reading.deadline, test.deadline, test.goal);
    if (test.weeks !== undefined) expect(reading.deadline?.weeks).toBe(test.weeks);
    if (test.budgetMinutes === undefined) expect(reading.budget).toBeNull();
    else expect(reading.budget?.minutesPerWeek).toBe(test.budgetMinutes);
    if (test.level !== undefined) expect(reading.level?.level ?? null).toBe(test.level);
    if (test.level) expect(test.goal).toContain(reading.level!.evidence);
    if (test.purpose) expect(reading.purpose?.kind).toBe(test.purpose);
    // A purpose is never the outcome ("Job") nor the subject.
    if (test.purpose && !test.outcome) expect(reading.outcome).toBeNull();
    expect(reading.fromMaterial).toBe(test.fromMaterial ?? false);
  });
});

describe("readGoal: difficulties, for the tutor's learner note", () => {
  it.each([
    ["我在学递归，总是搞不懂，能深入讲讲吗？", "递归"],
    ["指针总是搞不懂", "指针"],
    ["我觉得动态规划太难了", "动态规划"],
    ["I struggle with recursion", "recursion"],
    ["I'm learning Rust and I find the borrow checker confusing", "borrow checker"],
  ])("%s → %s", (text, what) => {
    expect(readGoal(text).struggle?.value).toBe(what);
  });

  it("reads no difficulty where none is stated", () => {
    expect(readGoal("Explain recursion in depth").struggle).toBeNull();
  });
});

describe("readGoal: hostile input", () => {
  it("survives markup, control characters, huge and empty input", () => {
    expect(readGoal("<script>alert(1)</script> watercolor painting").subject).toBe("watercolor painting");
    expect(readGoal("").subject).toBe("");
    expect(readGoal("\u0000\u0007").subject).toBe("");
    const long = readGoal("I want to learn Kubernetes and ".repeat(2000));
    expect(long.subject.length).toBeLessThanOrEqual(80);
  });
});

describe("readGoal: readings are remembered and shared", () => {
  it("reads the same words the same way every time, and one caller cannot change the reading another gets", () => {
    const goal = "I'm a nurse and want to get into data analysis, complete beginner, 2 hours a week";
    const first = readGoal(goal);
    const again = readGoal(goal);
    expect(again).toEqual(first);
    expect(() => {
      (first as { subject: string }).subject = "forged";
    }).toThrow(TypeError);
    expect(() => {
      (first.level as { level: string }).level = "advanced";
    }).toThrow(TypeError);
    expect(readGoal(goal).subject).toBe("data analysis");
    expect(readGoal(goal).level?.level).toBe("beginner");
  });

  it("reads a text that differs only after its first 2,000 characters as that opening", () => {
    const opening = `Teach me watercolor painting. ${"x".repeat(2000)}`;
    expect(readGoal(`${opening} and also Kubernetes`)).toEqual(readGoal(opening));
  });
});

describe("readGoal: 深入 names what it goes deeper into", () => {
  it.each([
    ["我学过两年Python，想深入异步编程", "异步编程", "intermediate"],
    ["想深入Python异步编程", "Python异步编程", null],
    ["我用了好几年Java，想深入学习JVM调优", "JVM调优", "advanced"],
    ["我用 Kubernetes 好多年了，想深入学一下", "Kubernetes", "advanced"],
    ["我在学Go 想更深入一点", "Go", null],
    ["我在学递归，总是搞不懂，能深入讲讲吗？", "递归", null],
  ])("%s → %s", (goal, subject, level) => {
    const reading = readGoal(goal);
    expect(reading.subject).toBe(subject);
    expect(reading.level?.level ?? null).toBe(level);
  });
});
