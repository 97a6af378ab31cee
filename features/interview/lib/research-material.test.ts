import { describe, expect, it } from "vitest";
import { materialBlockOf, materialOutline, materialSubject, MATERIAL_EXCERPT_BUDGET, type ResearchMaterial } from "./research-material";
import { CHINESE_CHAPTER, PHOTOSYNTHESIS_CHAPTER } from "@/tests/support/interview/material-fixtures";

const doc = (text: string, title = "Chapter"): ResearchMaterial => ({ id: "src_1", title, text, pages: [] });
const texts = (text: string) => materialOutline(text).headings.map((heading) => heading.text);

describe("materialOutline: the document's own structure", () => {
  it("markdown: a lone top heading is the title, the sections below it are the structure, in order", () => {
    const outline = materialOutline(PHOTOSYNTHESIS_CHAPTER);
    expect(outline.title).toBe("Chapter 5: Photosynthesis");
    expect(outline.headings.map((heading) => heading.text)).toEqual([
      "5.1 Light-dependent reactions",
      "5.2 The Calvin cycle",
      "5.3 Factors limiting the rate",
      "5.4 Photorespiration and C4 plants",
    ]);
  });

  it("Chinese textbook numbering: 第X章 is the title, 一、二、三、 are the sections", () => {
    const outline = materialOutline(CHINESE_CHAPTER);
    expect(outline.title).toBe("第三章 细胞的结构");
    expect(outline.headings.map((heading) => heading.text)).toEqual(["一、细胞膜", "二、细胞质与细胞器", "三、细胞核"]);
  });

  it("plain text from a PDF: numbered headings, not numbered sentences", () => {
    const text = ["1 Introduction", "Some text.", "2 Vectors and matrices", "3 apples were eaten.", "3 Linear maps", "3.1 Kernels"].join(
      "\n",
    );
    expect(texts(text)).toEqual(["1 Introduction", "2 Vectors and matrices", "3 Linear maps"]);
  });

  it("setext headings, markup stripped, code fences ignored, duplicates dropped", () => {
    const text = [
      "Intro",
      "=====",
      "",
      "```",
      "# not a heading",
      "```",
      "**Basics**",
      "------",
      "[Links](http://x) *here*",
      "---",
      "Basics",
      "---",
    ].join("\n");
    expect(texts(text)).toEqual(["Basics", "Links here"]);
  });

  it("no structure → no headings (the researcher then uses the usual path)", () => {
    expect(texts("Just a paragraph of notes.\nAnother line.")).toEqual([]);
  });
});

describe("materialBlockOf: bounded, spanning, never instructions", () => {
  it("keeps a short document whole and names it", () => {
    const block = materialBlockOf([doc(PHOTOSYNTHESIS_CHAPTER, "photosynthesis")]);
    // By its own title heading, not its file's name.
    expect(block.documents[0]).toMatchObject({ title: "Chapter 5: Photosynthesis", truncated: false, pages: null });
    expect(block.documents[0]?.excerpt).toContain("RuBisCO");
  });

  it("a long document: the excerpt stays within the budget and samples every section", () => {
    const filler = (word: string) => `${word} `.repeat(4000);
    const text = ["# A", filler("alpha"), "# B", filler("beta"), "# C", filler("gamma"), "# D", "delta at the end"].join("\n");
    const block = materialBlockOf([doc(text), doc(text), doc(text), doc(text)]);
    expect(block.documents).toHaveLength(3);
    const total = block.documents.reduce((sum, document) => sum + document.excerpt.length, 0);
    expect(total).toBeLessThanOrEqual(MATERIAL_EXCERPT_BUDGET);
    for (const document of block.documents) {
      expect(document.truncated).toBe(true);
      for (const word of ["alpha", "beta", "gamma", "delta"]) expect(document.excerpt).toContain(word);
    }
  });

  it("page count from the PDF page map", () => {
    const block = materialBlockOf([
      {
        ...doc("text"),
        pages: [
          { page: 1, startLine: 1 },
          { page: 2, startLine: 40 },
        ],
      },
    ]);
    expect(block.documents[0]?.pages).toBe(2);
  });
});

describe("materialSubject: a document with no title heading is named by its file", () => {
  it.each([
    ["nn_notes.md", "nn notes"],
    ["sql_query-basics.pdf", "sql query basics"],
    // "intro to" frames a title: the subject is what it introduces.
    ["intro_to-sql.pdf", "sql"],
    ["数据_结构.txt", "数据 结构"],
  ])("%s → %s (underscores are word breaks, not emphasis)", (title, subject) => {
    expect(materialSubject([{ id: "m1", title, text: "just some plain lines\nwith no heading at all", pages: [] }])).toBe(subject);
  });
});
