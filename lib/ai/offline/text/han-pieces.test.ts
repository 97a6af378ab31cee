import { describe, expect, it } from "vitest";
import { keyTerms } from "./key-terms";

describe("names the segmenter does not know", () => {
  it.each([
    ["能不能解释一下什么是傅里叶变换", "傅里叶变换"],
    ["讲讲有丝分裂", "有丝分裂"],
    ["「幂等」是什么意思", "幂等"],
    ["什么是幂等", "幂等"],
  ])("%s is about %s, not a piece of it", (text, term) => {
    expect(keyTerms(text)).toContain(term);
  });

  it.each([
    ["梯度下降和学习率有什么关系", ["梯度下降", "学习率"]],
    ["笔记里有反向传播吗", ["反向传播"]],
  ])("%s keeps its grammar out of the terms", (text, terms) => {
    expect(keyTerms(text)).toEqual(terms);
  });
});
