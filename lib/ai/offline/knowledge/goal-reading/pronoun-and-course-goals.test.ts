import { describe, expect, it } from "vitest";
import { readGoal } from "./read-goal";
import { itReadsEachGoalAsPattern, type GoalPatternRow } from "@/tests/support/interview/held-out-goal-rows";

/**
 * Two classes of goal wording that lost their subject: a pronoun as what is to be learnt ("want to
 * master it", "想精通它") stands for what the goal named before it, never for itself ("mastering it");
 * and a course asked for by its noun ("a Python course", "一门Excel课程") names its subject without
 * the article or measure word ("a Python"). English and Chinese, several phrasings each.
 */
describe("a pronoun refers back to the subject named earlier in the goal", () => {
  const rows: GoalPatternRow[] = [
    ["I've used Python for years and want to master it", { subject: /^Python$/, level: "advanced" }],
    ["I have used SQL at work for years, now I want to master it properly", { subject: /^SQL$/, level: "advanced" }],
    ["I've been baking for years and want to master it", { subject: /^baking$/i, level: "advanced" }],
    ["I've been baking bread for years and want to master it", { subject: /^baking bread$/i, level: "advanced" }],
    ["I've been knitting for a decade and want to get better at it", { subject: /^knitting$/i, level: "advanced" }],
    ["I've played chess for 10 years and want to get better at it", { subject: /^chess$/i, level: "advanced" }],
    ["I've written Rust for two years and want to go deeper into it", { subject: /^Rust$/ }],
    ["I've used Excel for years but I'm new to pivot tables and want to learn them", { subject: /^pivot tables$/i }],
    ["Python. I want to master it", { subject: /^Python$/ }],
    ["我用Python好几年了，想精通它", { subject: /^Python$/, level: "advanced" }],
    ["我做了五年烘焙，想学好它", { subject: /^烘焙$/, level: "advanced" }],
    ["我写Rust两年了，想深入学它", { subject: /^Rust$/, level: "advanced" }],
    ["钢琴学了三年，想把它练好", { subject: /^钢琴$/ }],
    ["学了三年吉他，想更上一层楼，把它练好", { subject: /^吉他$/ }],
    ["织毛衣织了五年，想精通它", { subject: /^织毛衣$/ }],
  ];
  itReadsEachGoalAsPattern(rows);

  it.each(["I want to master it", "want to get better at them", "想精通它", "想把它练好", "我做了十年的菜，想把它做得更好"])(
    "%s: with nothing named before, the pronoun is no subject (never “mastering it”)",
    (goal) => {
      expect(readGoal(goal).subject).toBe("");
    },
  );
});

describe("a course asked for by its noun names its subject", () => {
  const rows: GoalPatternRow[] = [
    ["I have used Python at work for years and want a Python course", { subject: /^Python$/, level: "advanced" }],
    ["I want a Rust course", { subject: /^Rust$/ }],
    ["looking for a good photography class", { subject: /^photography$/i }],
    ["I'm looking for a short sourdough course", { subject: /^sourdough$/i }],
    ["Give me a short SQL tutorial please", { subject: /^SQL$/ }],
    ["I'd like some beginner Spanish lessons", { subject: /^Spanish$/ }],
    ["could you recommend a sourdough baking workshop", { subject: /^sourdough baking$/i }],
    ["I want to take an Excel course for work", { subject: /^Excel$/, purpose: "work" }],
    ["我用Excel很多年了，想要一门Excel课程", { subject: /^Excel$/, level: "advanced" }],
    ["推荐一个Python教程", { subject: /^Python$/ }],
    ["想学一门Python课程", { subject: /^Python$/ }],
    ["想找一套木工入门课程", { subject: /^木工$/ }],
  ];
  itReadsEachGoalAsPattern(rows);

  it.each(["I want a course", "I want a beginner course"])("%s: a course that names no subject gives none", (goal) => {
    expect(readGoal(goal).subject).toBe("");
  });

  it("a course word inside a subject stays when no course is asked for", () => {
    expect(readGoal("teach me about Python classes and objects").subject).toBe("Python classes and objects");
  });
});
