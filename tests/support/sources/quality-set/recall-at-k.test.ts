import { describe, expect, it } from "vitest";
import { meanRecallAtK, recallAtK } from "./recall-at-k";

const expected = { passage: "Robusta beans contain roughly twice as much caffeine", documentId: "coffee" };

describe("recallAtK", () => {
  it("counts a hit only within the first k passages", () => {
    const ranked = ["unrelated", "also unrelated", "Some text. Robusta beans contain roughly twice as much caffeine as arabica."];
    expect(recallAtK(ranked, expected, 3)).toBe(1);
    expect(recallAtK(ranked, expected, 2)).toBe(0);
    expect(recallAtK(ranked, expected, 0)).toBe(0);
    expect(recallAtK([], expected, 5)).toBe(0);
  });

  it("ignores differences in whitespace and line breaks", () => {
    expect(recallAtK(["Robusta beans contain\n  roughly twice as much\tcaffeine"], expected, 1)).toBe(1);
  });

  it("does not count the right words from another document", () => {
    expect(recallAtK([{ text: expected.passage, documentId: "tea" }], expected, 5)).toBe(0);
    expect(recallAtK([{ text: expected.passage, documentId: "coffee" }], expected, 5)).toBe(1);
  });

  it("forgives a chunk boundary that cuts a minority of the passage, not a majority", () => {
    expect(recallAtK(["… the chunk ends with Robusta beans contain roughly twice as"], expected, 1)).toBe(1);
    expect(recallAtK(["… the chunk ends with Robusta beans"], expected, 1)).toBe(0);
    expect(recallAtK(["contain roughly twice as much caffeine as arabica. Next chunk"], expected, 1)).toBe(1);
    expect(recallAtK(["caffeine"], expected, 1)).toBe(0);
  });

  it("averages over questions", () => {
    const results = [
      { ranked: [expected.passage], expected },
      { ranked: ["nothing"], expected },
    ];
    expect(meanRecallAtK(results, 5)).toBe(0.5);
    expect(meanRecallAtK([], 5)).toBe(0);
  });
});
