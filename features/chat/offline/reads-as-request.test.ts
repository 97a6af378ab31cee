import { describe, expect, it } from "vitest";
import { readsAsChatRequest } from "./reads-as-request";

/** What app/_compose hands the practice quiz in the chat: the chat tutor's own requests, read by its intent reader. */
describe("readsAsChatRequest", () => {
  it.each([
    "give me an example of gradient descent",
    "举个例子",
    "what's the difference between loss and cost?",
    "explain overfitting",
    "tell me about regularisation",
    "I want to learn Rust",
    "梯度下降和学习率有什么区别？",
    "解释一下过拟合",
  ])("a request: %s", (text) => {
    expect(readsAsChatRequest(text)).toBe(true);
  });

  it.each([
    "B",
    "c)",
    "3",
    "the gradient",
    "Set the goal",
    "I don't know",
    "梯度",
    "先定目标",
    "不知道",
    "is it gradient descent?",
    "what is it?",
    "衡量误差的函数",
  ])("not one: %s", (text) => {
    expect(readsAsChatRequest(text)).toBe(false);
  });
});
