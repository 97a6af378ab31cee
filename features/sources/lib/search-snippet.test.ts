import { bestSentences } from "./best-sentence";
import { queryUnits } from "./query-units";
import { describe, expect, it } from "vitest";
import { searchSnippet } from "./search-snippet";

describe("searchSnippet", () => {
  it("returns short text whole, with whitespace folded (a line break kept as one)", () => {
    expect(searchSnippet("A  short\n\npassage.", ["short"])).toBe("A short\npassage.");
  });

  it.each([
    [
      "监督学习 ........ 5\n\n## 监督学习\n监督学习是指从带标签的数据中学习输入到输出映射的方法。",
      "监督学习",
      "监督学习是指从带标签的数据中学习输入到输出映射的方法。",
    ],
    [
      "## Unsupervised learning\nClustering is a way to group similar samples.",
      "clustering",
      "Clustering is a way to group similar samples.",
    ],
  ])("a quote picked from the snippet is the sentence alone, never glued to a heading or a contents line", (text, query, sentence) => {
    const snippet = searchSnippet(text, [query]);
    expect(bestSentences(snippet, queryUnits(query))).toEqual([sentence]);
  });

  it("centres a long passage on the first term found, marking what was left out", () => {
    const text = `${"filler words here ".repeat(40)}the chlorophyll pigment absorbs light ${"more filler text ".repeat(40)}`;
    const snippet = searchSnippet(text, ["CHLOROPHYLL"], 120);
    expect(snippet).toContain("chlorophyll pigment absorbs light");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it("starts at the beginning when no term occurs, and never splits an emoji", () => {
    const text = "🌱".repeat(200);
    const snippet = searchSnippet(text, ["absent"], 51);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.replace("…", "")).toMatch(/^(🌱)+$/u);
  });
});

describe("searchSnippet: starting at the focus sentence", () => {
  it("marks what was left out on a line of its own, so the focus reads as a whole sentence", () => {
    const text = `${"Permission is hereby granted to anyone. ".repeat(8)}Gradient descent is an algorithm that lowers the loss. ${"More text here. ".repeat(20)}`;
    const focus = "Gradient descent is an algorithm that lowers the loss.";
    const snippet = searchSnippet(text, ["gradient"], 280, focus);
    expect(snippet.startsWith(`…\n${focus}`)).toBe(true);
  });
});
