import { describe, expect, it } from "vitest";
import { learnerIntent, newLadder } from "./guided-ladder";
import { isNotAnAnswer } from "./not-an-answer";

/** Sent while a practice question is open: requests, commands and questions of their own are never its answer. */
describe("a message that is itself a request is not an answer", () => {
  it.each([
    "出几道题考考我",
    "再出几道题吧",
    "来三道练习题",
    "换个题目考我",
    "quiz me on something else",
    "Ask me another question",
    "can you quiz me on the loss function instead",
    "give me a different question",
    "总结一下这一章",
    "帮我解释一下梯度下降",
    "给笔记加个例子",
    "explain the loss again",
    "please add an example to my note",
    "what does the learning rate do?",
    "How is this graded",
    "为什么要归一化？",
    "这道题考的是哪一章呢",
  ])("%s", (text) => {
    expect(isNotAnAnswer(text)).toBe(true);
    expect(learnerIntent(text, newLadder()).kind).not.toBe("attempt");
  });

  it.each([
    ["gradient descent, 3", "gradient descent"],
    ["B", "B"],
    ["the learning rate", "the learning rate"],
    ["is it gradient descent?", "gradient descent"],
    ["maybe overfitting", "overfitting"],
    ["梯度下降", "梯度下降"],
    ["是不是过拟合？", "过拟合"],
    ["我觉得是正则化", "正则化"],
    ["调度器，3", "调度器"],
  ])("a plausible answer is still read as one: %s", (text, answer) => {
    expect(isNotAnAnswer(text)).toBe(false);
    expect(learnerIntent(text, newLadder())).toMatchObject({ kind: "attempt", answer });
  });
});
