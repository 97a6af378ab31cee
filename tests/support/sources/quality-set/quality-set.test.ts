import { describe, expect, it } from "vitest";
import { splitDocument } from "@/features/sources/lib/split-document";
import { buildInMemoryIndex, searchInMemory } from "./in-memory-keyword-search";
import { meanRecallAtK, QUALITY_SET, qualitySetSchema } from "./index";

describe("the retrieval quality set", () => {
  it("has English, Chinese and mixed documents and at least 30 questions (12 Chinese)", () => {
    expect(new Set(QUALITY_SET.documents.map((d) => d.language))).toEqual(new Set(["en", "zh", "mixed"]));
    expect(QUALITY_SET.questions.length).toBeGreaterThanOrEqual(30);
    expect(QUALITY_SET.questions.filter((q) => q.language === "zh").length).toBeGreaterThanOrEqual(12);
  });

  it("refuses a question whose passage is not in its document", () => {
    const broken = {
      ...QUALITY_SET,
      questions: [...QUALITY_SET.questions, { ...QUALITY_SET.questions[0]!, id: "typo", passage: "not in the text at all" }],
    };
    expect(qualitySetSchema.safeParse(broken).success).toBe(false);
  });

  it("has every answer inside one chunk of the default splitter (so recall is measurable)", () => {
    for (const document of QUALITY_SET.documents) {
      const chunks = splitDocument({ text: document.text });
      for (const question of QUALITY_SET.questions.filter((q) => q.documentId === document.id))
        expect(
          chunks.some((chunk) => chunk.text.includes(question.passage)),
          question.id,
        ).toBe(true);
    }
  });

  it("is answerable by keyword search over our terms (in-memory baseline, recall@5)", () => {
    const index = buildInMemoryIndex(QUALITY_SET.documents);
    const results = QUALITY_SET.questions.map((question) => ({
      ranked: searchInMemory(index, question.question, 5),
      expected: question,
    }));
    const recall = meanRecallAtK(results, 5);
    const zh = meanRecallAtK(
      results.filter((r) => r.expected.language === "zh"),
      5,
    );
    console.info(
      `quality set, in-memory keyword baseline over ${index.length} chunks: recall@5 ${recall.toFixed(2)} (zh ${zh.toFixed(2)}), recall@1 ${meanRecallAtK(results, 1).toFixed(2)}, ${results.length} questions`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.8);
    expect(zh).toBeGreaterThanOrEqual(0.8);
  });
});
