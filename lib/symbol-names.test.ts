import { describe, expect, it } from "vitest";
import { symbolNames } from "./symbol-names";

const lexemes = (text: string) => [...symbolNames(text.normalize("NFKC").toLowerCase())].map((name) => name.lexeme);

describe("symbol names", () => {
  it("spell a name's symbols out as one letters-and-digits lexeme, in English and Chinese text", () => {
    expect(lexemes("C++ templates")).toEqual(["cplusplus"]);
    expect(lexemes("用C++11写模板")).toEqual(["cplusplus"]);
    expect(lexemes("C#和F#")).toEqual(["csharp", "fsharp"]);
    expect(lexemes("考考我B+树")).toEqual(["bplus"]);
    expect(lexemes("A* search")).toEqual(["astar"]);
    expect(lexemes("B-tree, k-means聚类, e-mail")).toEqual(["btree", "kmeans", "email"]);
    expect(lexemes("C/C++ on .NET 8 with Node.js and ASP.NET")).toEqual(["cplusplus", "dotnet", "nodejs", "aspnet"]);
    expect(lexemes("Ｃ＋＋")).toEqual(["cplusplus"]);
  });

  it("join one Latin letter to the Han word it names, so B树 and B-树 are B-tree's own term", () => {
    expect(lexemes("详细讲讲B树")).toEqual(["btree"]);
    expect(lexemes("B-树的插入")).toEqual(["btree"]);
    expect(lexemes("A B-tree keeps its keys sorted")).toEqual(["btree"]);
    expect(lexemes("R树和B树")).toEqual(["rtree", "btree"]);
    // With no English name for the word, the letter and the word's first character are the term.
    expect(lexemes("R语言怎么画图")).toEqual(["r语"]);
    expect(lexemes("X射线")).toEqual(["x射"]);
  });

  it("are not read into arithmetic, markup, abbreviations or hyphenated phrases", () => {
    for (const text of [
      "a+b",
      "1+1=2",
      "n+1 problem",
      "x*2",
      "*italic* and **bold**",
      "e.g. i.e.",
      "wait...and",
      "k-nearest-neighbour",
      "x86-64",
      "state-of-the-art",
      "C",
      "AVL树",
      "a的值",
      "2B铅笔",
    ]) {
      expect(lexemes(text), text).toEqual([]);
    }
  });

  it("only ever yield lowercase ASCII letters and digits, at most 64 characters", () => {
    const names = lexemes(`${"x".repeat(300)}++ .${"y".repeat(300)} a-${"z".repeat(300)}`);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]{1,64}$/);
  });
});
