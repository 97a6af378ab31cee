import { describe, expect, it } from "vitest";
import type { MasteryResponse } from "../contract";
import { milestoneExplanation } from "./milestone-explain";

type Module = MasteryResponse["modules"][number];

/** A module whose chapters have `correct` different questions answered correctly each. */
function module(moduleIndex: number, title: string, correct: number[]): Module {
  const earned = correct.every((count) => count >= 2);
  return {
    moduleIndex,
    title,
    status: earned ? "earned" : correct.some((count) => count > 0) ? "in_progress" : "not_started",
    chapters: correct.map((count, position) => ({
      chapterId: `ch_${moduleIndex}_${position}`,
      title: `Chapter ${moduleIndex + 1}.${position + 1}`,
      status: count >= 2 ? "earned" : count > 0 ? "in_progress" : "not_started",
      questionsCorrect: count,
      evidence: [],
    })),
  };
}

const mastery = (modules: Module[]): MasteryResponse => ({ rule: "rule", modules });
const one = (modules: Module[]) => [{ courseTitle: null, mastery: mastery(modules) }];

describe("what the tutor says when asked to tick a milestone", () => {
  it("never says a course with no chapters yet already has the evidence", () => {
    for (const n of [1, 2]) {
      const en = milestoneExplanation(n, one([]), "en");
      expect(en).toContain("no milestones yet");
      expect(en).not.toMatch(/already has that evidence/);
      expect(milestoneExplanation(n, one([]), "zh")).toContain("还没有里程碑");
    }
  });

  it("numbers a separate capstone after the modules, as milestones.md does", () => {
    const modules = [module(0, "Basics", [2, 2]), module(1, "Pods", [1, 0])];
    expect(milestoneExplanation(1, one(modules), "en")).toMatch(/module 1 “Basics” already has that evidence/);
    const capstone = milestoneExplanation(3, one(modules), "en");
    expect(capstone).toMatch(/Still missing for the capstone/);
    expect(capstone).toContain("“Chapter 2.1” has 1 of 2");
    expect(milestoneExplanation(4, one(modules), "en")).toMatch(/no milestone 4: it has 2 modules, then the capstone/);
  });

  it("has no milestone after a last module that is itself the capstone", () => {
    const modules = [module(0, "Basics", [2]), module(1, "A capstone project with Kubernetes", [0])];
    const after = milestoneExplanation(3, one(modules), "en");
    expect(after).toMatch(/no milestone 3: it has 2 modules, the last of them its capstone/);
    expect(after).not.toMatch(/already has that evidence/);
    expect(milestoneExplanation(3, one(modules), "zh")).toMatch(/最后一个模块就是综合项目/);
    expect(milestoneExplanation(2, one(modules), "en")).toMatch(/Still missing for module 2/);
  });
});
