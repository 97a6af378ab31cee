import { describe, expect, it } from "vitest";
import { difficultyOf } from "./profile-signals";

describe("difficultyOf", () => {
  it("reads a learner who starts from zero as a beginner, in either language", () => {
    for (const background of [
      "我从零开始",
      "从零开始学摄影",
      "我是新手",
      "初学者，想系统学一下",
      "刚接触编程",
      "I'm completely new to Git",
      "never used it",
      "零基础",
    ]) {
      expect(difficultyOf(background), background).toBe("beginner");
    }
  });

  it("keeps experienced learners advanced and the unknown in the middle", () => {
    expect(difficultyOf("I've used it at work for years")).toBe("advanced");
    expect(difficultyOf("在工作中用了多年")).toBe("advanced");
    expect(difficultyOf("I've dabbled a bit")).toBe("intermediate");
    expect(difficultyOf("学过一些")).toBe("intermediate");
  });
});
