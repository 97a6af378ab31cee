import { describe, expect, it } from "vitest";
import { milestoneTickRequest } from "./milestone-request";
import { isNotAnAnswer } from "./not-an-answer";

describe("a request to tick a milestone", () => {
  it.each([
    ["mark milestone 2 as done", 2],
    ["Mark milestone 2 as complete please", 2],
    ["tick off milestone 3", 3],
    ["can you check milestone #1?", 1],
    ["milestone 4 is done", 4],
    ["I'm done with milestone 2", 2],
    ["complete milestone 5 for me", 5],
    ["把里程碑2标记为完成", 2],
    ["把里程碑 2 标记为完成", 2],
    ["勾选里程碑3", 3],
    ["里程碑二完成了", 2],
    ["帮我把第 1 个里程碑打勾", 1],
    ["里程碑２已达成", 2],
  ])("%s → milestone %i, and never an answer to an open question", (text, n) => {
    expect(milestoneTickRequest(text)).toBe(n);
    expect(isNotAnAnswer(text)).toBe(true);
  });

  it.each([
    "milestone 2 covers the first module",
    "what is a milestone?",
    "里程碑2包括哪些章节",
    "记下收获",
    "mark the loss",
    "完成训练",
    "gradient descent, 3",
  ])("not such a request: %s", (text) => {
    expect(milestoneTickRequest(text)).toBeNull();
  });
});
