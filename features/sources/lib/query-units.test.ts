import { describe, expect, it } from "vitest";
import { analyzeQuery, inflectionVariants, queryUnits } from "./query-units";

const texts = (query: string) => queryUnits(query).map((unit) => `${unit.text}${unit.strong ? "" : "~"}`);

describe("query units", () => {
  it("leave out English and Chinese stop words, so they never count as a match", () => {
    expect(texts("What is the boiling point of water?")).toEqual(["boiling", "point", "water"]);
    expect(texts("What is it and why is it so?")).toEqual([]);
    expect(texts("大熊猫为什么是黑白两色的？")).toEqual(["大熊猫", "黑白", "两色"]);
    expect(texts("是什么？为什么？")).toEqual([]);
  });

  it("make a lone CJK character, letter or digit a weak unit, and glue stop-word pairs away", () => {
    // 月亮 is the question's word; 水 alone is weak; 上有 is two stop characters the segmenter joined.
    expect(texts("月亮上有水吗？")).toEqual(["月亮", "水~"]);
    expect(texts("Fl(2) 10s")).toEqual(["fl", "2~", "10s"]);
  });

  it("join single characters the segmenter split, keeping the pieces to fall back on", () => {
    const [unit] = queryUnits("普洱为什么能放很多年？");
    expect(unit).toMatchObject({ text: "普洱", strong: true, lexemes: ["普洱"] });
    expect(unit!.joinedFrom?.map((part) => part.text)).toEqual(["普", "洱"]);
  });

  it("ask for an English word's inflections and a CJK piece's bigrams; only strong units select candidates", () => {
    expect(inflectionVariants("roasted")).toEqual(expect.arrayContaining(["roasted", "roast", "roasts", "roasting"]));
    expect(inflectionVariants("changes")).toEqual(expect.arrayContaining(["change", "changed", "changing"]));
    expect(inflectionVariants("studies")).toEqual(expect.arrayContaining(["study", "studied"]));
    expect(inflectionVariants("cat")).toEqual(["cat"]);
    const { lexemes } = analyzeQuery("roasted 光合作用 在 水");
    const selects = new Map(lexemes.map((entry) => [entry.lexeme, entry.selects]));
    for (const lexeme of ["roast", "roasted", "光合", "合作", "作用"]) expect(selects.get(lexeme), lexeme).toBe(true);
    expect(selects.get("水")).toBe(false);
    expect(selects.has("在")).toBe(false);
  });

  it("stay bounded on a 10,000-character query, with only letters, marks and digits in a lexeme", () => {
    const { units, lexemes } = analyzeQuery(`${"w ".repeat(3000)}a & b | !c:* 'd' ${"中文".repeat(2000)}`);
    expect(units.length).toBeLessThanOrEqual(32);
    expect(lexemes.length).toBeLessThanOrEqual(160);
    for (const { lexeme } of lexemes) expect(lexeme).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
  });
});

describe("names a stop-word reader would drop", () => {
  it("keep a word written as code or quoted, even a stop word", () => {
    expect(texts("`let` or `const`?")).toEqual(["let", "const"]);
    expect(texts('what does "this" mean')).toEqual(["this"]);
    expect(texts("let or const?")).toEqual(["const"]);
  });

  it("keep 过 opening a word after a copula or a question word, never the aspect particle after a verb", () => {
    expect(texts("什么是过拟合")).toEqual(["过拟合"]);
    expect(texts("解释一下过采样")).toEqual(["过采样"]);
    expect(texts("我学过数学")).toEqual(["学~", "数学"]);
  });
});

describe("symbol names", () => {
  it("are one strong unit each, in place of the lone letters they are written with", () => {
    expect(texts("B+树为什么适合做索引")).toEqual(["b+", "树~", "适合", "做~", "索引"]);
    expect(texts("C++ templates")).toEqual(["c++", "templates"]);
    expect(texts("C")).toEqual(["c~"]);
    expect(texts("What is a B-tree?")).toEqual(["b-tree", "tree"]);
    expect(texts("详细讲讲B树")).toEqual(["详细", "b树", "树~"]);
    expect(texts("B-树为什么适合磁盘")).toEqual(["b-树", "树~", "适合", "磁盘"]);
    const lexemesOf = (query: string) =>
      analyzeQuery(query)
        .lexemes.filter((entry) => entry.selects)
        .map((entry) => entry.lexeme);
    expect(lexemesOf("C#")).toEqual(["csharp"]);
    expect(lexemesOf("C++")).toEqual(["cplusplus"]);
    expect(lexemesOf("A* search")).toEqual(expect.arrayContaining(["astar", "search"]));
    expect(lexemesOf("B树")).toEqual(["btree"]);
    expect(lexemesOf("B-树")).toEqual(["btree"]);
  });
});

describe("question phrasing", () => {
  it("is no unit: inflected stop words and phrases like 'in simple terms' are left out", () => {
    expect(texts("Can you explain in simple terms why espresso needs so much pressure?")).toEqual(["espresso", "pressure"]);
    expect(texts("It explains, for example, payment terms")).toEqual(["payment", "terms"]);
  });
});
