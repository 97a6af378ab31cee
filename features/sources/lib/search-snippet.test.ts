import { describe, expect, it } from "vitest";
import { searchSnippet } from "./search-snippet";

describe("searchSnippet", () => {
  it("returns short text whole, with whitespace folded", () => {
    expect(searchSnippet("A  short\n\npassage.", ["short"])).toBe("A short passage.");
  });

  it("centres a long passage on the first term found, marking what was left out", () => {
    const text = `${"filler words here ".repeat(40)}the chlorophyll pigment absorbs light ${"more filler text ".repeat(40)}`;
    const snippet = searchSnippet(text, ["CHLOROPHYLL"], 120);
    expect(snippet).toContain("chlorophyll pigment absorbs light");
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it("starts at the beginning when no term occurs, and never splits an emoji", () => {
    const text = "🌱".repeat(200);
    const snippet = searchSnippet(text, ["absent"], 51);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.replace("…", "")).toMatch(/^(🌱)+$/u);
  });
});
