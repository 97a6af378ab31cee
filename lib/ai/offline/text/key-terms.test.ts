import { describe, expect, it } from "vitest";
import { keyTerms } from "./key-terms";

describe("key terms", () => {
  it.each([
    ["详细讲讲初学者的机器学习", ["机器学习"]],
    ["考考我梯度下降", ["梯度下降"]],
    ["梯度下降和学习率有什么关系？", ["梯度下降", "学习率"]],
    ["Explain gradient descent in depth", ["gradient descent"]],
    ["How does regularization relate to overfitting?", ["regularization", "overfitting"]],
    ["讲讲 Kubernetes 的 Pod", ["Kubernetes", "Pod"]],
    ["我在学递归，正则化和过拟合有什么关系", ["递归", "正则化", "过拟合"]],
    ["卷积神经网络入门", ["卷积神经网络"]],
  ])("%s → %j", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });

  it("never takes a lone character or a function word as a term", () => {
    expect(keyTerms("者的了吗")).toEqual([]);
    expect(keyTerms("what is it about?")).toEqual([]);
  });
});
