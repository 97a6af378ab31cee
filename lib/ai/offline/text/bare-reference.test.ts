import { describe, expect, it } from "vitest";
import { isBareReference } from "./bare-reference";

describe("a bare file reference", () => {
  it.each([
    "(chapters/03-01-key-ideas-core-skills-of-p-values.md:24)",
    "（chapters/01-01-核心概念-python-核心概念与术语.md:23）",
    "notes/loss.md:3-4.",
    "ground-truth.md:12",
    "(https://example.org/p-values.html)",
    " chapters/a.md ",
  ])("%j is one", (text) => {
    expect(isBareReference(text)).toBe(true);
  });

  it.each(["Node.js", "3.14", "See notes/p-values.md for more.", "A drill is a short exercise. (x)", "p-values measure surprise."])(
    "%j is not",
    (text) => {
      expect(isBareReference(text)).toBe(false);
    },
  );
});
