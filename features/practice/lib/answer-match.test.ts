import { describe, expect, it } from "vitest";
import { comparableAnswer, hasSignalTokens, signalTokens } from "./answer-match";

describe("comparing answers without a model", () => {
  it("a term compares alike whatever its case, width, spacing and punctuation, but C++ and C# stay apart from C", () => {
    expect(comparableAnswer("ＧＲＡＤＩＥＮＴ  Descent!")).toBe(comparableAnswer("gradient-descent"));
    expect(comparableAnswer("“Learning rate”")).toBe("learningrate");
    expect(new Set(["C++", "C#", "C"].map(comparableAnswer)).size).toBe(3);
    expect(comparableAnswer("学习率（步长）")).toBe("学习率步长");
  });

  it("signal tokens are a text's content words, lightly stemmed, or its Han characters with Latin glued to them", () => {
    // "changes", "changing" and "changed" meet in one stem.
    expect(signalTokens("The changes were changing what changed")).toHaveLength(1);
    expect(signalTokens("用git提交的改动")).toEqual(["用", "提", "交", "改", "动", "git"]);
    expect(signalTokens("ＡＰＩ keys and the 2 pods")).toEqual(["api", "key", "2", "pod"]);
    expect(signalTokens("it is what it is")).toEqual([]);
  });

  it("hasSignalTokens says what counting signalTokens would, whatever the count and the language", () => {
    const texts = [
      "",
      "it is what it is",
      "Gradient descent lowers the loss one small step at a time.",
      "学习率决定每一步走多远",
      "用git提交 changes, then push",
      "ＧＲＡＤＩＥＮＴ ２ steps",
      "a b c d e f g h",
    ];
    for (const text of texts)
      for (let count = 0; count <= 9; count += 1)
        expect(hasSignalTokens(text, count), `${text} / ${count}`).toBe(signalTokens(text).length >= count);
  });
});
