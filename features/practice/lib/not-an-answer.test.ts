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

/** The host tutor's own request reader (app/_compose hands the workspace tutor's): what it reads as its request leaves the question. */
describe("a request the host tutor reads as its own", () => {
  // A stand-in for the host's reader: it reads a fix, an example and a question about a subject as requests.
  const hostReads = (text: string) => /修正|\bfix\b|例子|\bexample\b|difference|答案|\banswer\b/iu.test(text);

  it.each([
    "修正这一行",
    "fix the second line please",
    "给我举个学习率的例子",
    "give me an example of gradient descent",
    "what's the difference between loss and cost?",
  ])("is not an answer, and no plea for the answer either: %s", (text) => {
    expect(isNotAnAnswer(text, hostReads)).toBe(true);
    expect(learnerIntent(text, newLadder(), hostReads).kind).toBe("talk");
  });

  it("without the host's reader, the quiz's own words decide as before", () => {
    expect(isNotAnAnswer("修正这一行")).toBe(false);
    expect(learnerIntent("give me an example of gradient descent", newLadder()).kind).toBe("answer-wanted");
  });

  it.each(["what's the answer?", "答案是什么？", "can you tell me the answer?"])("asking for the answer still asks for it: %s", (text) => {
    expect(learnerIntent(text, newLadder(), hostReads).kind).toBe("answer-wanted");
  });

  it("an answer offered as such stays an answer, whatever the host reads in it", () => {
    expect(isNotAnAnswer("my answer is an example of overfitting", hostReads)).toBe(false);
    expect(learnerIntent("my answer is an example of overfitting", newLadder(), hostReads)).toMatchObject({
      kind: "attempt",
      answer: "an example of overfitting",
    });
  });
});

/** Walk finding: "记下收获" (a key point a learner might answer) was read as a command. A command word opens many short answers. */
describe("a short answer that opens with a command word is an answer", () => {
  it.each([
    "记下收获",
    "记录实验结果",
    "添加正则化项",
    "删除异常值",
    "写下学习目标",
    "总结经验",
    "修改学习率",
    "把学习率调小",
    "record the loss each epoch",
    "add a bias term",
    "remove outliers",
    "change the learning rate",
    "make the step smaller",
    "note the trend over time",
    "write the tests first",
    "save a checkpoint",
    "delete duplicate rows",
    "fix the random seed",
    "find the minimum",
  ])("%s", (text) => {
    expect(isNotAnAnswer(text)).toBe(false);
    expect(learnerIntent(text, newLadder())).toMatchObject({ kind: "attempt", answer: text });
  });

  it.each([
    "请记下收获",
    "帮我记下收获",
    "在笔记里记下收获",
    "记下：收获很大",
    "把这行改成学习率",
    "删掉第 3 行",
    "总结一下",
    "解释损失函数",
    "please add a bias term",
    "can you record the loss",
    "add a bias term to my note",
    "note in ground-truth.md that the step is small",
    "fix line 3",
    "delete this",
    "fix it",
    "summarise the selection",
    "explain the loss function",
  ])("while a whole request stays a request: %s", (text) => {
    expect(isNotAnAnswer(text)).toBe(true);
    expect(learnerIntent(text, newLadder()).kind).not.toBe("attempt");
  });
});
