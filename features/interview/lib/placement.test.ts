import { describe, expect, it } from "vitest";
import { checkedLevelOf, describePlacement, gradePlacement, isDontKnow, placementTarget, statedLevelOf } from "./placement";

const graded = { options: ["A pod", "A node", "I don't know"], skill: "Pods", answer: "A pod" };
const self = { options: ["I could explain it to someone", "I know a little about it", "Not yet", "I don't know"], skill: "Services" };

describe("gradePlacement: against the key stored with the question", () => {
  it('right, wrong and "I don\'t know", clicked or typed (case, width and punctuation do not matter)', () => {
    expect(gradePlacement(graded, { selected: ["A pod"] })).toEqual({ skill: "Pods", outcome: "correct" });
    expect(gradePlacement(graded, { text: "ａ ＰＯＤ." })).toEqual({ skill: "Pods", outcome: "correct" });
    expect(gradePlacement(graded, { selected: ["A node"] })).toEqual({ skill: "Pods", outcome: "wrong" });
    expect(gradePlacement(graded, { selected: ["I don't know"] })?.outcome).toBe("dont-know");
    expect(gradePlacement(graded, { text: "不知道" })?.outcome).toBe("dont-know");
    expect(gradePlacement(graded, { skipped: true })).toBeNull();
  });

  it("a self-assessment is never graded right or wrong: its scale runs from most to least confident", () => {
    expect(gradePlacement(self, { selected: ["I could explain it to someone"] })?.outcome).toBe("self-high");
    expect(gradePlacement(self, { selected: ["I know a little about it"] })?.outcome).toBe("self-some");
    expect(gradePlacement(self, { selected: ["Not yet"] })?.outcome).toBe("self-none");
    expect(gradePlacement(self, { text: "我完全不会" })?.outcome).toBe("self-none");
    expect(gradePlacement(self, { text: "purple" })).toBeNull();
  });

  it('reads "I don\'t know" in both languages and not inside other answers', () => {
    for (const text of ["I don't know", "i dont know", "Not sure", "我不知道", "不清楚"]) expect(isDontKnow(text)).toBe(true);
    for (const text of ["Known issues", "I know it", "知道"]) expect(isDontKnow(text)).toBe(false);
  });
});

describe("the levels the check and the learner's words show", () => {
  it("most right is advanced, about half intermediate, less beginner; nothing answered is no level", () => {
    const r = (outcome: "correct" | "wrong" | "dont-know") => ({ skill: "x", outcome });
    expect(checkedLevelOf([r("correct"), r("correct"), r("correct")])).toBe("advanced");
    expect(checkedLevelOf([r("correct"), r("dont-know")])).toBe("intermediate");
    expect(checkedLevelOf([r("wrong"), r("dont-know"), r("correct")])).toBe("beginner");
    expect(checkedLevelOf([])).toBeNull();
  });

  it("the stated level comes from the learner's own words, the goal first", () => {
    expect(statedLevelOf(["I'm new to Rust", "I use it daily"])).toBe("beginner");
    expect(statedLevelOf(["Rust", "我用了五年了"])).toBe("advanced");
    expect(statedLevelOf(["Rust", null])).toBeNull();
  });

  it("asks two questions, three when the documents define three terms", () => {
    expect([0, 1, 2, 3, 5].map(placementTarget)).toEqual([2, 2, 2, 3, 3]);
  });

  it("describes what the check showed in the course's language", () => {
    const results = [
      { skill: "Pods", outcome: "correct" as const },
      { skill: "Services", outcome: "dont-know" as const },
    ];
    expect(describePlacement(results, "en")).toBe("1 of 2 placement answers right — “Pods”: answered right; “Services”: didn't know yet");
    expect(describePlacement(results, "zh")).toBe("摸底题答对 1/2——「Pods」：答对；「Services」：还不知道");
  });
});
