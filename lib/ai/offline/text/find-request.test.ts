import { describe, expect, it } from "vitest";
import { findRequestSubject } from "./find-request";

describe("a bare noun phrase that names a subject to find", () => {
  it.each([
    ["文档中关于索引的内容", "索引"],
    ["有关梯度下降的部分", "梯度下降"],
    ["讲义里关于TCP三次握手的那段", "TCP三次握手"],
    ["笔记里和过拟合有关的内容", "过拟合"],
    ["讲义里和过拟合有关的部分", "过拟合"],
    ["B树分裂相关的部分。", "B树分裂"],
    ["资料中大O表示法的介绍", "大O表示法"],
    ["笔记里有没有关于特征值的内容", "特征值"],
    ["帮我找一下讲义里和递归有关的部分吗", "递归"],
    ["课件里有什么梯度下降的介绍", "梯度下降"],
    ["我的资料里有没有讲空气制动的", "空气制动"],
    ["讲义里是否有提到B树", "B树"],
    ["the part of the document about indexes", "indexes"],
    ["anything on B-tree splits", "B-tree splits"],
    ["info about pods please", "pods"],
    ["and something on the chain rule?", "chain rule"],
    ["the section in my notes on gradient descent", "gradient descent"],
    ["the bit about regularization in the slides", "regularization"],
    ["my notes on backprop", "backprop"],
    ["找一下梯度下降的那段话", "梯度下降"],
    ["讲义里关于熵增的那句话", "熵增"],
  ])("reads %j as asking to find %j", (text, subject) => expect(findRequestSubject(text)).toBe(subject));

  it.each([
    "what is an index?",
    "add an example of indexes to my notes",
    "the part about it",
    "这部分的内容",
    "thanks!",
    "我想学索引",
    "anything else?",
    "summarise the document",
    "把索引的内容加到笔记里",
  ])("never reads %j as one", (text) => expect(findRequestSubject(text)).toBeNull());
});
