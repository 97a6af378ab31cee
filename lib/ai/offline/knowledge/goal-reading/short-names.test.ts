import { describe, expect, it } from "vitest";
import { topicKnowledge } from "../topic-knowledge";
import { readGoal } from "./read-goal";

/**
 * A subject with a short name (R, C, Go, D3, JS) followed by what it is for ("for data analysis")
 * is the name: what it is for is the learner's outcome, never part of the subject. A name that is
 * qualified by a platform ("C# for Unity") and a longer catalogue name ("Python for data analysis")
 * stay whole.
 */
describe("readGoal: a short name and what it is for", () => {
  it.each([
    ["R for data analysis", "R", "data analysis"],
    ["learn R for data analysis", "R", "data analysis"],
    ["I want to learn R for statistics", "R", "statistics"],
    ["C for embedded systems", "C", "embedded systems"],
    ["teach me Go for backend development", "Go", "backend development"],
    ["D3 for data visualization, complete beginner", "D3", "data visualization"],
    ["JS for web dev", "JS", "web dev"],
    ["i wanna learn r for machine learning", "r", "machine learning"],
    ["C++ for game development", "C++", "game development"],
  ])("%s → %s, for %s", (goal, subject, use) => {
    const reading = readGoal(goal);
    expect(reading.subject).toBe(subject);
    expect(reading.outcome?.value).toBe(use);
    expect(goal).toContain(reading.outcome!.evidence);
  });

  it.each([
    ["teach me C# for Unity, total beginner", "C# for Unity"],
    ["Python for data analysis", "Python for data analysis"],
    ["gotta learn R for stats class", "R"],
    ["I want to learn R for my biology thesis", "R"],
  ])("%s keeps its subject: %s", (goal, subject) => {
    expect(readGoal(goal).subject).toBe(subject);
  });

  it("a short name's course still fits what it is for", () => {
    const knowledge = topicKnowledge("R for data analysis", "en");
    expect(knowledge.topic).toBe("R");
    expect(knowledge.kind).toBe("software");
  });
});
