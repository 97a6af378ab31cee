import { describe, expect, it } from "vitest";
import { questionsOnTopic, type TopicCandidate } from "./question-topic";

const candidates: TopicCandidate[] = [
  { chapterTitle: "Loss functions", chapterPath: "chapters/01-01-loss-functions.md", prompt: "What does the loss measure?", options: null },
  {
    chapterTitle: "Optimisation",
    chapterPath: "chapters/01-02-optimisation.md",
    prompt: "____ lowers the loss one small step at a time.",
    options: ["Gradient descent", "Regularisation"],
  },
  { chapterTitle: "梯度下降", chapterPath: "chapters/02-01-梯度下降.md", prompt: "学习率太大时会发生什么？", options: null },
  { chapterTitle: "过拟合", chapterPath: "chapters/02-02-过拟合.md", prompt: "什么是正则化？", options: null },
];

describe("questions on a topic", () => {
  it("finds the questions about the topic by their own words, not only by chapter title", () => {
    expect(questionsOnTopic(candidates, "gradient descent")).toEqual([1]);
    expect(questionsOnTopic(candidates, "the loss")).toEqual([0, 1]);
    expect(questionsOnTopic(candidates, "梯度下降")).toEqual([2]);
    expect(questionsOnTopic(candidates, "正则化")).toEqual([3]);
    expect(questionsOnTopic(candidates, "chapters/01-01-loss-functions.md")).toEqual([0]);
  });

  it("finds the questions about a name written with symbols (B+树, C++), not those about its letter", () => {
    const trees: TopicCandidate[] = [
      { chapterTitle: "B+树", chapterPath: "chapters/03-01-b.md", prompt: "B+树的数据都存放在哪一层？", options: null },
      { chapterTitle: "红黑树", chapterPath: "chapters/03-02-rb.md", prompt: "红黑树如何保持平衡？", options: null },
      { chapterTitle: "Templates", chapterPath: "chapters/03-03-t.md", prompt: "When are C++ templates checked?", options: null },
      { chapterTitle: "Pointers", chapterPath: "chapters/03-04-p.md", prompt: "What does a C pointer hold?", options: null },
    ];
    expect(questionsOnTopic(trees, "B+树")).toEqual([0]);
    expect(questionsOnTopic(trees, "C++")).toEqual([2]);
    expect(questionsOnTopic(trees, "C#")).toBeNull();
  });

  it("finds the questions about B树 / B-树 (one letter against a Han word), not those about B+树", () => {
    const trees: TopicCandidate[] = [
      { chapterTitle: "B+树", chapterPath: "chapters/03-01-b.md", prompt: "B+树的数据都存放在哪一层？", options: null },
      { chapterTitle: "B树", chapterPath: "chapters/03-02-b.md", prompt: "B树的每个节点存放什么？", options: null },
      { chapterTitle: "磁盘索引", chapterPath: "chapters/03-03-d.md", prompt: "B-树为什么适合磁盘？", options: null },
      { chapterTitle: "红黑树", chapterPath: "chapters/03-04-rb.md", prompt: "红黑树如何保持平衡？", options: null },
    ];
    expect(questionsOnTopic(trees, "B树")).toEqual([1, 2]);
    expect(questionsOnTopic(trees, "B-树")).toEqual([1, 2]);
    expect(questionsOnTopic(trees, "B+树")).toEqual([0]);
  });

  it("a topic no question is about matches nothing, in either language", () => {
    expect(questionsOnTopic(candidates, "Kubernetes pods")).toBeNull();
    expect(questionsOnTopic(candidates, "量子力学")).toBeNull();
    expect(questionsOnTopic(candidates, "")).toBeNull();
  });
});
