import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexTerms, inflectionStem, MAX_QUERY_TERMS, queryTerms } from "./search-terms";

const indexed = (text: string) => new Set(indexTerms(text).split(" "));
const expectFound = (query: string, text: string) => {
  const terms = queryTerms(query);
  expect(terms.length).toBeGreaterThan(0);
  const index = indexed(text);
  for (const term of terms) expect(index, `${term} of ${query}`).toContain(term);
};

describe("search terms", () => {
  it("finds a Chinese term inside a longer sentence, however the segmenter splits it", () => {
    const sentence = "绿色植物通过叶绿体利用光能，把二氧化碳和水转化成储存能量的有机物，这个过程叫光合作用。";
    for (const query of ["叶绿体", "光合作用", "二氧化碳", "储存能量", "化成储", "光"]) expectFound(query, sentence);
  });

  it("does not find a Chinese term that is not there", () => {
    const index = indexed("绿色植物通过叶绿体利用光能。");
    expect(queryTerms("线粒体").some((term) => !index.has(term))).toBe(true);
  });

  it("handles mixed Chinese and English, full-width letters and case", () => {
    const text = "我们用 PyTorch 训练 GPT-4 模型，ＣＵＤＡ版本是12.1。";
    expectFound("pytorch 训练", text);
    expectFound("cuda", text);
    expectFound("GPT 4", text);
    expectFound("模型", text);
    expect(queryTerms("PyTorch训练")).toEqual(["pytorch", "训练"]);
  });

  it("finds Japanese and Korean runs by bigram", () => {
    expectFound("カタカナ", "これはカタカナのテストです");
    expectFound("한국어", "저는 한국어를 공부합니다");
  });

  it("indexes a name written with symbols as one term too, beside its letters", () => {
    for (const [text, term] of [
      ["B+树是一种多路平衡查找树", "bplus"],
      ["C++ templates", "cplusplus"],
      ["C#和F#", "fsharp"],
      ["run it on .NET", "dotnet"],
    ] as const) {
      expect(indexed(text), text).toContain(term);
    }
    expect(indexed("C templates")).not.toContain("cplusplus");
  });

  it("lets no FTS or SQL syntax through", () => {
    const hostile = `a & b | !c (d) e:* <f> 'g' "h" \\i'; DROP TABLE sources; -- <-> :*A`;
    const terms = [...queryTerms(hostile), ...indexTerms(hostile).split(" ")];
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
    expect(queryTerms(hostile)).toContain("drop");
  });

  it("returns nothing for emoji, punctuation or blank queries", () => {
    expect(queryTerms("😀🎉👍🏽")).toEqual([]);
    expect(queryTerms("?!... ---")).toEqual([]);
    expect(queryTerms("")).toEqual([]);
    expect(indexTerms("🎉🎉")).toBe("");
  });

  it("drops stop words when there is something else, and keeps a stop-word-only query", () => {
    expect(queryTerms("What is the boiling point of water?")).toEqual(["boiling", "point", "water"]);
    expect(queryTerms("to be or not to be")).toEqual(["to", "be", "or", "not"]);
    expectFound("to be or not to be", "To be, or not to be, that is the question.");
  });

  it("caps query terms and term length, and stays fast on a 10,000-character query", () => {
    const long = Array.from({ length: 2000 }, (_, i) => `w${i}`).join(" ") + "中".repeat(5000);
    const terms = queryTerms(long.slice(0, 10_000));
    expect(terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    expect(queryTerms("x".repeat(500))[0]!.length).toBe(64);
    expectFound("x".repeat(500), `the word ${"x".repeat(300)} here`);
  });

  it("segments long Chinese text in slices without losing bigrams at slice borders", () => {
    const text = "机器学习是人工智能的一个分支。".repeat(400);
    const index = indexed(text);
    for (const term of queryTerms("人工智能的一个分支")) expect(index).toContain(term);
    expect(indexTerms(text).split(" ").length).toBeGreaterThan(text.length);
  });

  it("keeps every query term in the index of any text that contains the query", () => {
    const alphabet = fc.constantFrom(..."光合作用叶绿体能量植物的是在中文ab c1 2.。，-'カナ한국".split(""));
    fc.assert(
      fc.property(
        fc.string({ unit: alphabet, maxLength: 30 }),
        fc.string({ unit: alphabet, minLength: 1, maxLength: 12 }),
        fc.string({ unit: alphabet, maxLength: 30 }),
        (before, query, after) => {
          // Latin words glued to surrounding text are different words; put spaces around the query.
          const text = `${before} ${query} ${after}`;
          const index = indexed(text);
          for (const term of queryTerms(query)) expect(index).toContain(term);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("inflectionStem", () => {
  it("prefix-matches English inflections by their stem, and leaves short, non-Latin and -ss words exact", () => {
    expect(inflectionStem("absorb")).toBe("absorb");
    expect(inflectionStem("absorbs")).toBe("absorb");
    expect(inflectionStem("absorbed")).toBe("absorb");
    expect(inflectionStem("absorbing")).toBe("absorb");
    expect(inflectionStem("studies")).toBe("stud");
    expect(inflectionStem("glasses")).toBe("glass");
    for (const exact of ["uses", "cat", "class", "process", "sing", "光合作用", "café", "x86_64", "bed"]) {
      expect(inflectionStem(exact), exact).toBeNull();
    }
  });

  it("only ever yields a–z stems of four letters or more (safe to send as a prefix query)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (word) => {
        const stem = inflectionStem(word);
        if (stem !== null) expect(stem).toMatch(/^[a-z]{4,}$/);
      }),
    );
  });
});
