import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexTerms, queryTerms } from "./search-terms";

/**
 * The tokenizer's contract with the database: PostgreSQL's own parser must see exactly the terms
 * we made (to_tsvector('simple', indexTerms(text)) has no lexeme we did not emit and loses none),
 * and every query term is one lexeme, so keyword search behaves the same on PGlite and PostgreSQL.
 */
let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
});
afterAll(async () => {
  await db.close();
});

async function lexemes(terms: string): Promise<string[]> {
  const { rows } = await db.query<{ lexeme: string }>("select unnest(tsvector_to_array(to_tsvector('simple', $1))) as lexeme", [terms]);
  return rows.map((row) => row.lexeme).sort();
}

const distinct = (terms: string) => [...new Set(terms.split(" ").filter(Boolean))].sort();

describe("search terms in PostgreSQL full-text search", () => {
  it.each([
    "绿色植物通过叶绿体利用光能",
    "これはカタカナのテストです ラーメン",
    "저는 한국어를 공부합니다",
    "GPT-4 and gpt4o with CUDA 12.1 don't",
    "café naïve Ελληνικά русский текст ภาษาไทยง่ายนิดเดียว हिन्दी भाषा",
    "e=mc² ½ ① a_b foo-bar x.y@z.com http://ex.com/path?q=1&r=2",
    "C++11 C# F# B+树 A* B-tree k-means .NET Node.js ASP.NET x86-64",
    "B树 B-树 R语言 X射线 详细讲讲B树",
  ])("are the lexemes of %s", async (text) => {
    const terms = indexTerms(text);
    expect(await lexemes(terms)).toEqual(distinct(terms));
  });

  // Common scripts, punctuation, symbols and emoji: PostgreSQL sees exactly our terms. (PGlite's C
  // library classifies some letters differently from Unicode 15 — Thai ๆ and ฯ, the ideographic tone marks U+302A–302F, Unicode 14+ additions
  // such as U+9FF0–9FFF — and reads them as spaces; the next test shows matching survives that.)
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0x24f],
    [0x300, 0x36f],
    [0x370, 0x3ff],
    [0x400, 0x4ff],
    [0x590, 0x5ff],
    [0x600, 0x6ff],
    [0x900, 0x97f],
    [0x2000, 0x206f],
    [0x2e80, 0x2fdf],
    [0x3000, 0x3029],
    [0x3030, 0x30ff],
    [0x3200, 0x32ff],
    [0x4e00, 0x9fef],
    [0xac00, 0xd7a3],
    [0xff00, 0xffef],
  ];
  const char = (extra: [number, number][] = []) =>
    fc.oneof(
      ...[...ranges, ...extra].map(([min, max]) => fc.integer({ min, max }).map((code) => String.fromCharCode(code))),
      fc.constantFrom("😀", "👍🏽", "𠮷", "\n"),
    );

  it("are exactly the lexemes PostgreSQL sees, and each query term is one lexeme", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: char(), maxLength: 60 }), async (text) => {
        const terms = indexTerms(text);
        expect(await lexemes(terms)).toEqual(distinct(terms));
        for (const term of queryTerms(text)) expect(await lexemes(term)).toEqual([term]);
      }),
      { numRuns: 150 },
    );
  });

  it("still match in PostgreSQL for any BMP text, even where its parser splits our terms", async () => {
    const any = fc.string({
      unit: char([
        [0x20, 0xd7ff],
        [0xe000, 0xfffd],
      ]),
      maxLength: 30,
    });
    await fc.assert(
      fc.asyncProperty(any, any, any, async (before, query, after) => {
        const index = new Set(await lexemes(indexTerms(`${before} ${query} ${after}`)));
        for (const lexeme of await lexemes(queryTerms(query).join(" "))) expect(index).toContain(lexeme);
      }),
      { numRuns: 150 },
    );
  });
});
