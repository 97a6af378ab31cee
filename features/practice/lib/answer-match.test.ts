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

  it("a word is any run of letters and digits, and a Han character is any of the Han script, beyond ASCII and the common ideographs too", () => {
    // Extension A and B (a surrogate pair) are Han as much as 字 is (a radical is a symbol: no word); kana join a word but are not signal.
    expect(signalTokens("㐀𠀀字 ⺀")).toEqual(["㐀", "𠀀", "字"]);
    expect(signalTokens("日本語のテキスト")).toEqual(["日", "本", "語"]);
    // Letters and digits of other scripts make words; symbols and punctuation of any script part them.
    expect(signalTokens("Ελληνικά—κείμενο • café №5")).toEqual(["ελληνικά", "κείμενο", "café", "no5"]);
    expect(signalTokens("x² ½ ⅫIII")).toEqual(["x2", "1", "2", "xiiiii"]);
    // A lone surrogate is no letter: it parts the words on either side.
    expect(signalTokens("alpha\ud800beta")).toEqual(["alpha", "beta"]);
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
      // English read word by word until a character that is not ASCII, then the text read whole, normalised.
      "Caching speeds reads; a “cache” miss costs a trip",
      "Run cafe\u0301 menus past the owners",
      "Pods restart 容器 quickly when probes fail",
      "TLS ΣΟΦΙΑΣ. keys rotate",
    ];
    for (const text of texts)
      for (let count = 0; count <= 9; count += 1)
        expect(hasSignalTokens(text, count), `${text} / ${count}`).toBe(signalTokens(text).length >= count);
  });
});
