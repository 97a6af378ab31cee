import { describe, expect, it } from "vitest";
import { readGoal } from "./read-goal";

/**
 * Level words and particles after a Chinese subject ("基础知识的学习路线吧啊") are read off the end a
 * few at a time, at most eight a pass: an unbounded run was re-read from each of its characters, so a
 * goal of the largest size allowed (2,000 characters) ending in a long run took a second.
 */
describe("a Chinese goal's trailing level words and particles", () => {
  it("are all taken off the subject, however many a learner stacks", () => {
    expect(readGoal("学Python基础知识的学习路线吧啊").subject).toBe("Python");
    expect(readGoal(`学Python${"啊".repeat(20)}`).subject).toBe("Python");
    expect(readGoal(`学Python${"呀啦".repeat(6)}`).subject).toBe("Python");
  });

  it("stay in the subject of the largest goal when they do not end it", () => {
    expect(readGoal(`学Python${"啊".repeat(1990)}x`).subject).toMatch(/^Python啊+/u);
  });
});
