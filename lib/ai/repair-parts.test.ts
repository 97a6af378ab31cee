import { describe, expect, it } from "vitest";
import { undoRepeatedArguments } from "./repair-parts";

describe("undoRepeatedArguments (a tool call sent twice under one id)", () => {
  const one = JSON.stringify({ path: "notes/a.md", oldText: "x", newText: "y" });
  it("takes one copy of an exactly repeated JSON object, twice or three times", () => {
    expect(undoRepeatedArguments(one + one)).toBe(one);
    expect(undoRepeatedArguments(one + one + one)).toBe(one);
  });
  it("leaves valid JSON and anything that is not an exact repeat alone", () => {
    expect(undoRepeatedArguments(one)).toBe(one);
    const different = one + JSON.stringify({ path: "notes/b.md" });
    expect(undoRepeatedArguments(different)).toBe(different);
    expect(undoRepeatedArguments('{"a":1')).toBe('{"a":1');
    expect(undoRepeatedArguments("")).toBe("");
  });
});
