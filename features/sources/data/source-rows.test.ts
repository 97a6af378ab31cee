import { describe, expect, it } from "vitest";
import { cleanFileName } from "./source-intake";
import { linesOf, pageOfLine, pagesOf, storableSourceText } from "./source-rows";

describe("source rows and text", () => {
  it("counts lines without a phantom last line and finds the page of a line", () => {
    expect(linesOf("a\nb\n")).toEqual(["a", "b"]);
    expect(linesOf("")).toEqual([""]);
    const pages = [
      { page: 1, startLine: 1 },
      { page: 2, startLine: 10 },
      { page: 3, startLine: 25 },
    ];
    expect([1, 9, 10, 24, 25, 400].map((line) => pageOfLine(pages, line))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(pageOfLine([], 5)).toBeNull();
  });

  it("reads stored pages back through a schema (anything malformed becomes no pages)", () => {
    expect(pagesOf({ pages: [{ page: 1, startLine: 1 }] })).toEqual([{ page: 1, startLine: 1 }]);
    expect(pagesOf({ pages: [{ page: "1", startLine: -3 }] })).toEqual([]);
    expect(pagesOf({ pages: null })).toEqual([]);
  });

  it("makes text storable without moving a line (leading blank lines, NUL, lone surrogates, CRLF)", () => {
    const text = "\n\n  indented\u0000 line\r\nnext \uD800 line\n\n";
    const stored = storableSourceText(text);
    expect(stored.split("\n")).toHaveLength(text.replace(/\r\n/g, "\n").split("\n").length);
    expect(stored.split("\n")[2]).toBe("  indented line");
    expect(stored).toContain("next \uFFFD line");
  });

  it("keeps only the last segment of a file name, as text", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\me\\notes.md")).toBe("notes.md");
    expect(cleanFileName("<script>x</script>.md")).toBe("script>.md");
    expect(cleanFileName("\u0000\u0001")).toBe("untitled");
    expect(cleanFileName("a".repeat(500)).length).toBe(200);
  });
});
