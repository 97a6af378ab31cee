import { describe, expect, it } from "vitest";
import { definitionOf, textDefinitions } from "./definitions";

describe("definitionOf: what a sentence says a term is", () => {
  it.each([
    ["向量是既有大小又有方向的量。", "向量", "既有大小又有方向的量"],
    ["矩阵是按行和列排列的一组数", "矩阵", "按行和列排列的一组数"],
    ["梯度是函数在某点增长最快的方向。", "梯度", "函数在某点增长最快的方向"],
    ["过拟合是指模型把训练数据的噪声也学进去。", "过拟合", "模型把训练数据的噪声也学进去"],
    ["A vector is a quantity with magnitude and direction.", "vector", "a quantity with magnitude and direction"],
    ["The learning rate is the size of each step the optimiser takes.", "learning rate", "the size of each step the optimiser takes"],
  ])("%s defines %s", (sentence, term, definition) => {
    expect(definitionOf(sentence)).toEqual({ term, definition });
  });

  it.each([
    "两个向量相加是指把对应的分量分别相加。",
    "计算梯度是一种很常见的操作，用在每一步。",
    "使用缓存是让程序更快的办法。",
    "Adding two vectors is the same as adding their components.",
    "Using a cache is a way to make programs faster.",
    "Computing the gradient is a step every optimiser repeats.",
    "To compute the loss is the first thing each step does.",
  ])("an action is no term: %s", (sentence) => {
    expect(definitionOf(sentence)).toBeNull();
  });

  it.each(["损失函数变小就是训练想要的结果。", "准确率提高是一种好的信号。", "误差越来越大是一个警告。"])(
    "a subject and what happens to it is a clause, not a term: %s",
    (sentence) => {
      expect(definitionOf(sentence)).toBeNull();
    },
  );

  it("a change verb inside a process's name still defines it", () => {
    expect(definitionOf("梯度下降是一种沿着负梯度方向更新参数的方法。")?.term).toBe("梯度下降");
  });

  it.each(["问题是我们没有足够的数据。", "这是我们今天要学的内容。", "结果是很好的。"])(
    "a statement about someone or something said is no definition: %s",
    (sentence) => {
      expect(definitionOf(sentence)).toBeNull();
    },
  );

  it("reads every definition of a text with its line, actions skipped", () => {
    const text =
      "# 向量\n\n向量是既有大小又有方向的量。两个向量相加是指把对应分量相加。\nA vector is a quantity with magnitude and direction.";
    expect(textDefinitions(text).map(({ term, line }) => [term, line])).toEqual([
      ["向量", 3],
      ["vector", 4],
    ]);
  });
});
