import { describe, expect, it } from "vitest";
import { milestoneModuleIndex } from "./learning-files";
import { missingEvidence, newTicks, refusedTicks, type CourseEvidence } from "./milestone-evidence";

const evidence: CourseEvidence = {
  rule: "A module is earned when …",
  needed: 2,
  practiceHref: "/courses/c1/practice",
  modules: [
    {
      moduleIndex: 0,
      title: "Basics",
      earned: true,
      chapters: [{ title: "Intro", questionsCorrect: 2 }],
      attemptIds: ["a", "b"],
      href: "/m1",
    },
    {
      moduleIndex: 1,
      title: "Ownership",
      earned: false,
      chapters: [
        { title: "Borrowing", questionsCorrect: 1 },
        { title: "Lifetimes", questionsCorrect: 3 },
      ],
      attemptIds: ["c"],
      href: "/m2",
    },
  ],
};

describe("milestoneModuleIndex", () => {
  it("reads the module the seeded line names, in either language; anything else stands for the whole course", () => {
    expect(milestoneModuleIndex("Module 2: Ownership — covers `chapters/02-01-borrowing.md`")).toBe(1);
    expect(milestoneModuleIndex("模块 1：基础 — 涵盖 全部章节")).toBe(0);
    expect(milestoneModuleIndex("Capstone: build a CLI")).toBeNull();
    expect(milestoneModuleIndex("My module 2 notes")).toBeNull();
  });
});

describe("missingEvidence", () => {
  it("holds for an earned module, names each chapter short of the rule otherwise", () => {
    expect(missingEvidence({ title: "Module 1: Basics" }, evidence)).toBeNull();
    expect(missingEvidence({ title: "Module 2: Ownership" }, evidence)).toBe('still missing: "Borrowing" has 1 of 2');
    // The capstone and the learner's own milestones need every module.
    expect(missingEvidence({ title: "Capstone: all of it" }, evidence)).toMatch(/Borrowing/);
    expect(missingEvidence({ title: "Module 9: Nothing" }, evidence)).toMatch(/module 9, which this course does not have/);
    expect(missingEvidence({ title: "Anything" }, { ...evidence, modules: [] })).toMatch(/no modules/);
  });
});

describe("newTicks and refusedTicks", () => {
  const before = "- [x] Module 1: Basics\n- [ ] Module 2: Ownership\n- [ ] Capstone\n";
  it("a tick already there is not new (even moved); a retitled or added ticked line is", () => {
    expect(newTicks(before, "- [ ] Capstone\n- [x] Module 1: Basics\n- [ ] Module 2: Ownership\n")).toEqual([]);
    expect(newTicks(before, "- [x] Module 1: Basics\n- [x] Module 2: Ownership\n").map((m) => m.title)).toEqual(["Module 2: Ownership"]);
    expect(newTicks(before, "- [x] Module 1: Basics!\n").map((m) => m.title)).toEqual(["Module 1: Basics!"]);
    expect(newTicks(before, "- [x] Module 1: Basics\n- [x] Module 1: Basics\n")).toHaveLength(1);
  });

  it("refuses a new tick without evidence, saying what is missing and where to practise; allows one with it", () => {
    expect(refusedTicks("- [ ] Module 1: Basics\n", "- [x] Module 1: Basics\n", evidence)).toBeNull();
    const refusal = refusedTicks(before, before.replace("- [ ] Module 2", "- [x] Module 2"), evidence);
    expect(refusal).toContain('"Module 2: Ownership" (still missing: "Borrowing" has 1 of 2)');
    expect(refusal).toContain("/courses/c1/practice");
    expect(refusedTicks(before, before, evidence)).toBeNull();
  });
});
