import { describe, expect, it } from "vitest";
import { languageOfText } from "./text-language";

describe("languageOfText", () => {
  it.each([
    ["我想学日语", "zh"],
    ["我想学 Kubernetes", "zh"],
    ["日语", "zh"],
    ["I want to learn 日语", "en"],
    ["SQL for analysts", "en"],
    ["Kubernetes", null],
    ["React Native", null],
    ["", null],
    [null, null],
  ] as const)("%s → %s", (text, expected) => {
    expect(languageOfText(text)).toBe(expected);
  });
});
