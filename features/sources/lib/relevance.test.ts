import { describe, expect, it } from "vitest";
import { queryUnits } from "./query-units";
import { idf, judgePassage, MIN_COVERAGE, resolveUnits } from "./relevance";
import { indexTerms } from "./search-terms";

const held = (text: string) => new Set(indexTerms(text).split(" "));
const stats = (chunks: number, df: Record<string, number>) => ({ chunks, df: new Map(Object.entries(df)) });

describe("the minimum relevance rule", () => {
  it("weighs a rare term above a common one (BM25 idf)", () => {
    expect(idf(1, 100)).toBeGreaterThan(idf(50, 100));
    expect(idf(100, 100)).toBeGreaterThan(0);
  });

  it("never finds a passage relevant by a lone shared character", () => {
    const units = queryUnits("月亮上有水吗？");
    const course = stats(10, { 水: 3 });
    expect(judgePassage(units, course, held("泡绿茶的水温在八十摄氏度左右比较合适。"))).toMatchObject({
      relevant: false,
      strongMatches: 0,
    });
  });

  it("refuses a passage sharing one word of a question whose topic the material never mentions", () => {
    const units = queryUnits("What is the boiling point of water on Mount Everest?");
    const course = stats(20, { water: 4 });
    const verdict = judgePassage(units, course, held("Espresso is brewed by forcing hot water through ground coffee."));
    expect(verdict.strongMatches).toBe(1);
    expect(verdict.coverage).toBeLessThan(MIN_COVERAGE);
    expect(verdict.relevant).toBe(false);
  });

  it("accepts the passage that holds the question's words, however common the topic word is", () => {
    const units = queryUnits("How long should cold brew steep?");
    const course = stats(20, { cold: 2, brew: 6, steeping: 1, coffee: 20 });
    const passage = "Cold brew is made by steeping grounds in cold water for 12 to 24 hours.";
    expect(judgePassage(units, course, held(passage)).relevant).toBe(true);
  });

  it("reads joined characters one by one when the material never holds them together", () => {
    const units = queryUnits("Git 是谁在哪一年写的？");
    const course = stats(30, { git: 10, 年: 8, 写: 5 });
    const resolved = resolveUnits(units, course);
    expect(resolved.map((unit) => unit.text)).toEqual(["git", "年", "写"]);
    expect(judgePassage(resolved, course, held("Git 由 Linus Torvalds 在 2005 年为开发 Linux 内核而编写。")).relevant).toBe(true);
    // A joined piece the material does hold stays one strong unit.
    expect(resolveUnits(queryUnits("普洱为什么能放很多年？"), stats(30, { 普洱: 2 }))[0]!.text).toBe("普洱");
  });
});
