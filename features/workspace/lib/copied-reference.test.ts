import { describe, expect, it } from "vitest";
import { REFERENCE_MIME, parseReference, referenceForPaste, rememberCopy } from "./copied-reference";

const clipboard = (data: Record<string, string>) => ({ getData: (type: string) => data[type] ?? "" });

describe("copied references", () => {
  it("parses path:start-end and refuses broken ranges", () => {
    expect(parseReference("notes/rust.md:12-18")).toEqual({ path: "notes/rust.md", start: 12, end: 18 });
    expect(parseReference("chapters/01-02-所有权.md:3-3")).toEqual({ path: "chapters/01-02-所有权.md", start: 3, end: 3 });
    for (const bad of ["notes/a.md", "notes/a.md:0-2", "notes/a.md:5-2", "notes/a.md:1-99999999", ":1-2", "a.md:-1-2"]) {
      expect(parseReference(bad)).toBeNull();
    }
  });

  it("a paste carrying the custom type, or the same text as the last editor copy, becomes a chip; other text does not", () => {
    expect(referenceForPaste(clipboard({ [REFERENCE_MIME]: "notes/a.md:2-4", "text/plain": "x" }))).toEqual({
      path: "notes/a.md",
      start: 2,
      end: 4,
    });
    rememberCopy("line two\nline three", { path: "guidance.md", start: 2, end: 3 });
    expect(referenceForPaste(clipboard({ "text/plain": "line two\nline three" }))).toEqual({ path: "guidance.md", start: 2, end: 3 });
    expect(referenceForPaste(clipboard({ "text/plain": "line two" }))).toBeNull();
    expect(referenceForPaste(clipboard({ "text/plain": "" }))).toBeNull();
  });
});
