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

  // The class: a subject that starts with a size word (大, 小, 新) or mixes a Latin name into Han stays whole.
  it.each([
    ["用大白话讲讲大O表示法", ["大O表示法"]],
    ["什么是大O表示法？", ["大O表示法"]],
    ["讲讲B树", ["B树"]],
    ["B+树和B树哪个好", ["B+树", "B树"]],
    ["解释一下C语言的指针", ["C语言", "指针"]],
    ["C++语言怎么学", ["C++语言"]],
    ["K均值聚类是什么", ["K均值聚类"]],
    ["Go语言的协程", ["Go语言", "协程"]],
    ["小波变换是什么", ["小波变换"]],
    ["新古典经济学是什么", ["新古典经济学"]],
    ["心理学和社会学的关系", ["心理学", "社会学"]],
    ["用通俗的话讲讲大数定律", ["大数定律"]],
    ["通俗地解释一下二叉树", ["二叉树"]],
  ])("%s → %j (Chinese mixed and size-word subjects)", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });

  it.each([
    ["explain big O notation in plain English", ["big O notation"]],
    ["what is a B-tree?", ["B-tree"]],
    ["anything on B-tree splits", ["B-tree splits"]],
    ["how does k-means pick its centres", ["k-means pick", "centres"]],
    ["why is C++ faster than Python", ["C++ faster", "Python"]],
    ["eli5 recursion", ["recursion"]],
    ["vitamin C deficiency like I'm five", ["vitamin C deficiency"]],
  ])("%s → %j (English names with a letter, a mark or a hyphen)", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });

  it("keeps 学 as the verb when a complement follows it, and drops I and A", () => {
    expect(keyTerms("递归学起来难吗")[0]).toBe("递归");
    expect(keyTerms("Do I need A levels")).toEqual(["levels"]);
  });
});

// The class: function words (prepositions, conjunctions, time adverbs) and a chapter's own scaffold
// (本章, 学完, 之后, 能够) join or frame a subject; they are never a term, nor part of one.
describe("key terms leave out function words and chapter scaffold", () => {
  it.each([
    ["After you finish the chapter, practise recursion.", ["finish", "practise recursion"]],
    ["Before training, always normalise the inputs", ["training", "normalise", "inputs"]],
    ["why should I never rebase a shared branch?", ["rebase", "shared branch"]],
    ["Once the model converges, stop early", ["model converges", "stop early"]],
  ])("%s → %j (English)", (text, terms) => {
    expect(keyTerms(text, 6)).toEqual(terms);
  });

  it.each([
    ["学完本章后，你能够理解过拟合", ["过拟合"]],
    ["看完本章之后，你将掌握梯度下降", ["梯度下降"]],
    ["读完这一节以后再做练习", ["练习"]],
    ["本节结束时你会知道什么是闭包", ["闭包"]],
    ["完本章", []],
  ])("%s → %j (Chinese)", (text, terms) => {
    expect(keyTerms(text, 6)).toEqual(terms);
  });
});

// The class: a request word ("learning", "test", "line", "study", "deep", 学习) that is part of a subject's
// own name stays in it; the same word framing a request ("learning Python", "deep dive", 学习Python) does not.
describe("request words that are part of a compound term", () => {
  it.each([
    ["explain the learning rate", ["learning rate"]],
    ["what is machine learning?", ["machine learning"]],
    ["explain deep learning to me", ["deep learning"]],
    ["tell me about the learning curve", ["learning curve"]],
    ["how does reinforcement learning differ from supervised learning", ["reinforcement learning differ", "supervised learning"]],
    ["explain learning rate decay", ["learning rate decay"]],
    ["what is a unit test", ["unit test"]],
    ["why do we need a test set?", ["test set"]],
    ["explain the command line", ["command line"]],
    ["walk me through a case study", ["walk", "case study"]],
    ["what is a deep copy", ["deep copy"]],
    ["解释一下学习率", ["学习率"]],
    ["什么是学习曲线", ["学习曲线"]],
    ["学习方法有哪些", ["学习方法"]],
    ["深度学习和机器学习的区别", ["深度学习", "机器学习", "区别"]],
  ])("%s → %j", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });

  it.each([
    ["learning Python basics", ["Python basics"]],
    ["give me a deep dive into recursion", ["recursion"]],
    ["test me on recursion", ["recursion"]],
    ["explain the selected lines", ["selected"]],
    ["学习Python", ["Python"]],
    ["我想学习递归", ["递归"]],
  ])("%s → %j (the word frames the request)", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });
});

describe("a term is a noun phrase: what is said about the subject ends it", () => {
  it.each([
    ["我们希望损失函数变小。", ["损失函数"]],
    ["训练后准确率提高了。", ["训练", "准确率"]],
    ["误差越来越大", ["误差"]],
    ["验证集上的损失开始上升", ["验证集", "损失"]],
    ["模型的性能显著提升", ["模型", "性能"]],
    ["学习率太大时损失会发散", ["学习率", "损失"]],
    ["梯度变小以后，参数几乎不再变化", ["梯度", "参数"]],
  ])("%s → %j", (text, terms) => {
    expect(keyTerms(text, 6)).toEqual(terms);
  });

  it.each([
    // A change verb that is part of a process's name, or modifies the noun after it, or is itself the subject asked.
    ["梯度下降让损失函数下降", ["梯度下降", "损失函数"]],
    ["随机梯度下降是一种优化算法", ["随机梯度下降", "一种优化算法"]],
    ["梯度消失是深层网络的问题", ["梯度消失", "深层网络", "问题"]],
    ["权重衰减和数据增强", ["权重衰减", "数据增强"]],
    ["收敛速度", ["收敛速度"]],
    ["梯度提升树", ["梯度提升树"]],
    ["什么是收敛", ["收敛"]],
    ["从小处开始是什么意思", ["从小处开始"]],
  ])("%s → %j (the verb is part of the name)", (text, terms) => {
    expect(keyTerms(text, 6)).toEqual(terms);
  });
});
