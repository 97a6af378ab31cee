import { describe, expect, it } from "vitest";
import { normalisePhrasing } from "./phrasing";
import { mendSlips, slipTable } from "./word-slips";

describe("slips in the words a request is read by", () => {
  const table = slipTable(["about", "explain"], new Set(["bout", "abut"]));

  it.each([
    ["wat does it say abuot enzymes", "wat does it say about enzymes"],
    ["can you expalin this", "can you explain this"],
    ["Abotu the war", "About the war"],
  ])("mends %j", (typed, mended) => {
    expect(mendSlips(typed, table)).toBe(mended);
  });

  it("leaves a slip that is a real word, and every other word, as typed", () => {
    expect(mendSlips("a title bout, the walls abut", table)).toBe("a title bout, the walls abut");
  });

  it.each([
    ["what deos my textbook mentoin abuot enzymes", "what does my textbook mention about enzymes"],
    ["acording to my notes", "according to my notes"],
    ["我的笔记里关于酶", "我的笔记里关于酶"],
  ])("is part of how a question is read: %j", (typed, read) => {
    expect(normalisePhrasing(typed)).toBe(read);
  });

  it("never mends a dose into a does", () => {
    expect(normalisePhrasing("what dose of ibuprofen")).toBe("what dose of ibuprofen");
  });
});
