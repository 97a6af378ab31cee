import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitDocument, type DocumentChunk } from "./split-document";

/** The chunk's text must lie within its own lines: that is what a citation opens. */
function expectWithinLines(text: string, chunk: DocumentChunk) {
  const all = text.split("\n");
  expect(all.slice(chunk.lineStart - 1, chunk.lineEnd).join("\n")).toContain(chunk.text);
  const own = chunk.text.split("\n");
  expect(all[chunk.lineStart - 1]).toContain(own[0]);
  expect(all[chunk.lineEnd - 1]).toContain(own.at(-1));
}

const sentence = (n: number) => `Sentence number ${n} says something about the topic at hand.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(" ");

describe("splitDocument", () => {
  it("returns nothing for empty or blank text", () => {
    expect(splitDocument({ text: "" })).toEqual([]);
    expect(splitDocument({ text: "\n  \n\t\n" })).toEqual([]);
  });

  it("starts chunks at headings and keeps the heading trail", () => {
    const text = [
      "# Biology",
      "",
      paragraph(1, 5),
      "",
      "## Cells",
      "",
      paragraph(10, 5),
      "",
      "### Membranes",
      "",
      paragraph(20, 5),
      "",
      "## Genetics",
      "",
      paragraph(30, 5),
    ].join("\n");
    const chunks = splitDocument({ text }, { targetChars: 400 });
    const byHeading = new Map(chunks.map((c) => [c.heading, c]));
    expect([...byHeading.keys()]).toEqual(["Biology", "Biology › Cells", "Biology › Cells › Membranes", "Biology › Genetics"]);
    expect(byHeading.get("Biology › Genetics")!.text.startsWith("## Genetics")).toBe(true);
    expect(byHeading.get("Biology › Genetics")!.text).toContain("Sentence number 34");
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
    for (const chunk of chunks) expectWithinLines(text, chunk);
  });

  it("ignores # lines inside code fences", () => {
    const text = "# Real\n\n```sh\n# not a heading\necho hi\n```\n\nAfter the code.";
    const chunks = splitDocument({ text });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.heading).toBe("Real");
  });

  it("keeps chunks near the target with overlap between neighbours, and covers every sentence", () => {
    const text = Array.from({ length: 12 }, (_, p) => paragraph(p * 6, 6)).join("\n\n");
    const chunks = splitDocument({ text });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(1000);
    for (let n = 0; n < 72; n += 1) expect(chunks.some((c) => c.text.includes(sentence(n)))).toBe(true);
    const overlapping = chunks.slice(1).filter((chunk, i) => chunk.text.includes(chunks[i]!.text.split(/(?<=\.) /).at(-1)!));
    expect(overlapping.length).toBeGreaterThan(0);
  });

  it("uses smaller chunks for mostly-Chinese text and splits at 。！？", () => {
    const zh = Array.from({ length: 60 }, (_, i) => `这是关于光合作用的第${i}句话，植物利用阳光制造养分。`).join("");
    const chunks = splitDocument({ text: `# 光合作用\n\n${zh}` });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(500);
      expect(chunk.text.endsWith("。")).toBe(true);
      expect(chunk.heading).toBe("光合作用");
    }
    // The same text in English proportions would be one or two chunks at 1,000 characters.
    expect(splitDocument({ text: zh }, { targetChars: 1000 }).length).toBeLessThan(chunks.length);
  });

  it("gives 1-based line ranges and the pages they fall on", () => {
    const pageOne = Array.from({ length: 20 }, (_, i) => `Page one line ${i + 1} has a sentence.`);
    const pageTwo = Array.from({ length: 20 }, (_, i) => `Page two line ${i + 1} has a sentence.`);
    const text = [...pageOne, ...pageTwo].join("\n");
    const pages = [
      { page: 1, startLine: 1 },
      { page: 2, startLine: 21 },
    ];
    const chunks = splitDocument({ text, pages }, { targetChars: 300, overlapChars: 0 });
    expect(chunks[0]!.lineStart).toBe(1);
    expect(chunks[0]!.pageStart).toBe(1);
    expect(chunks.at(-1)!.lineEnd).toBe(40);
    expect(chunks.at(-1)!.pageEnd).toBe(2);
    const straddling = chunks.find((c) => c.lineStart <= 20 && c.lineEnd >= 21);
    if (straddling) expect([straddling.pageStart, straddling.pageEnd]).toEqual([1, 2]);
    for (const chunk of chunks) {
      expectWithinLines(text, chunk);
      expect(chunk.text.split("\n")).toHaveLength(chunk.lineEnd - chunk.lineStart + 1);
      expect(chunk.pageStart).toBe(chunk.lineStart <= 20 ? 1 : 2);
    }
    expect(splitDocument({ text }).every((c) => c.pageStart === null && c.pageEnd === null)).toBe(true);
  });

  it("cuts a single 50,000-character line into bounded chunks, all on line 1", () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i % 97}`).join(" ");
    const text = `${words.slice(0, 50_000)}`;
    const chunks = splitDocument({ text });
    expect(chunks.length).toBeGreaterThanOrEqual(50);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(1000);
      expect([chunk.lineStart, chunk.lineEnd]).toEqual([1, 1]);
    }
    const noSpaces = "字".repeat(50_000);
    const zhChunks = splitDocument({ text: noSpaces });
    expect(zhChunks.every((c) => c.text.length <= 500)).toBe(true);
    expect(zhChunks.reduce((sum, c) => sum + c.text.length, 0)).toBeGreaterThanOrEqual(50_000);
  });

  it("never splits an emoji (surrogate pair) at a hard cut", () => {
    const chunks = splitDocument({ text: "😀".repeat(3000) }, { targetChars: 101 });
    for (const chunk of chunks) expect(chunk.text).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });

  it("is deterministic, and every chunk lies within its line range, for any text", () => {
    const piece = fc.constantFrom(
      "# Title",
      "## 小节",
      "",
      "Short line.",
      "一句话。又一句！",
      paragraph(0, 3),
      "```",
      "x".repeat(700),
      "- item",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 50, max: 1200 }), (parts, target) => {
        const text = parts.join("\n");
        const chunks = splitDocument({ text }, { targetChars: target });
        expect(splitDocument({ text }, { targetChars: target })).toEqual(chunks);
        for (const chunk of chunks) {
          expect(chunk.text.trim()).toBe(chunk.text);
          expect(chunk.text.length).toBeGreaterThan(0);
          expect(chunk.lineEnd).toBeGreaterThanOrEqual(chunk.lineStart);
          expectWithinLines(text, chunk);
        }
      }),
      { numRuns: 200 },
    );
  });
});
