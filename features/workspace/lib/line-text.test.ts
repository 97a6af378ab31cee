import { describe, expect, it } from "vitest";
import { checkReadRange, lineCount, numberedLines, replaceExact, replaceLineRange } from "./line-text";

describe("line ranges", () => {
  it("counts lines as the editor numbers them", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a")).toBe(1);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\r\nb\r\n")).toBe(2);
    expect(lineCount("\n")).toBe(1);
  });

  it("numbers a range, right-aligned, CJK kept as is", () => {
    const text = Array.from({ length: 12 }, (_, i) => `第${i + 1}行`).join("\n");
    expect(numberedLines(text, 9, 11)).toBe(" 9| 第9行\n10| 第10行\n11| 第11行");
    expect(numberedLines("a\r\nb\r\n")).toBe("1| a\n2| b");
  });

  it("refuses out-of-range and inverted reads", () => {
    expect(checkReadRange("a\nb", 1, 2)).toEqual({ ok: true });
    expect(checkReadRange("a\nb", 2, 3)).toMatchObject({ ok: false, message: expect.stringContaining("2 lines") });
    expect(checkReadRange("a\nb", 2, 1).ok).toBe(false);
    expect(checkReadRange("a\nb", 0, 1).ok).toBe(false);
    expect(checkReadRange("", 1, 1).ok).toBe(false);
  });

  it("replaces, inserts and appends, keeping CRLF and the final newline", () => {
    expect(replaceLineRange("a\nb\nc\n", 2, 2, "B")).toEqual({ ok: true, content: "a\nB\nc\n" });
    expect(replaceLineRange("a\r\nb\r\nc", 2, 3, "x\ny")).toEqual({ ok: true, content: "a\r\nx\r\ny" });
    expect(replaceLineRange("a\nb\n", 2, 1, "inserted")).toEqual({ ok: true, content: "a\ninserted\nb\n" });
    expect(replaceLineRange("a\nb\n", 3, 2, "appended\n")).toEqual({ ok: true, content: "a\nb\nappended\n" });
    expect(replaceLineRange("a\nb\n", 1, 2, "")).toEqual({ ok: true, content: "" });
    expect(replaceLineRange("", 1, 0, "# 标题")).toEqual({ ok: true, content: "# 标题\n" });
  });

  it("refuses a range outside the file and leaves nothing half-done", () => {
    const result = replaceLineRange("a\nb\n", 2, 5, "x");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("2 lines");
    expect(replaceLineRange("a", 0, 1, "x").ok).toBe(false);
    expect(replaceLineRange("a", 3, 2, "x").ok).toBe(false);
  });
});

describe("exact edits", () => {
  it("replaces a unique match", () => {
    expect(replaceExact("let x = 1;\nlet y = 2;\n", "y = 2", "y = 3")).toEqual({ ok: true, content: "let x = 1;\nlet y = 3;\n" });
  });

  it("refuses no match, an ambiguous match and an empty needle", () => {
    expect(replaceExact("a a", "b", "c")).toEqual({ ok: false, reason: "no_match", count: 0 });
    expect(replaceExact("a a", "a", "c")).toEqual({ ok: false, reason: "ambiguous", count: 2 });
    expect(replaceExact("aaa", "aa", "c")).toEqual({ ok: false, reason: "ambiguous", count: 2 });
    expect(replaceExact("a", "", "c")).toMatchObject({ ok: false, reason: "empty" });
  });

  it("matches LF text in a CRLF file and writes CRLF", () => {
    expect(replaceExact("一\r\n二\r\n三\r\n", "二\n三", "2\n3")).toEqual({ ok: true, content: "一\r\n2\r\n3\r\n" });
  });
});
