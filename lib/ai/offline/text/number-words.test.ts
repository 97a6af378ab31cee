import { describe, expect, it } from "vitest";
import { enCountPattern, enNumber, hanNumber } from "./number-words";

describe("number words, read once for every offline reader", () => {
  it.each([
    ["three", 3],
    ["Twenty", 20],
    ["forty-five", 45],
    ["a couple of", 2],
    ["20", 20],
    ["2.5", 2.5],
  ])("%s is %d", (word, value) => {
    expect(enNumber(word)).toBe(value);
  });

  it("reads no number from a word that is none", () => {
    expect(enNumber("maybe")).toBeNull();
  });

  it.each([
    ["三", 3],
    ["十二", 12],
    ["二十", 20],
    ["一百二十", 120],
    ["两", 2],
    ["兩", 2],
    ["半", 0.5],
    ["7", 7],
  ])("%s is %d", (text, value) => {
    expect(hanNumber(text)).toBe(value);
  });

  it("reads no number from Han characters that are none", () => {
    expect(hanNumber("三角")).toBeNull();
    expect(hanNumber("")).toBeNull();
  });

  it("matches the longest count first, in words and digits", () => {
    const count = new RegExp(`^${enCountPattern({ rough: true })}`, "i");
    expect(count.exec("a couple of hours")?.[0]).toBe("a couple of");
    expect(count.exec("forty-five minutes")?.[0]).toBe("forty-five");
    expect(count.exec("90 minutes")?.[0]).toBe("90");
  });
});
