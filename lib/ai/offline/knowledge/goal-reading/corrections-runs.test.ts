import { describe, expect, it } from "vitest";
import { withCorrections } from "./corrections";

const LONGEST_ANSWER = 4000; // an interview answer's limit (features/interview/lib/interview-limits.ts)

/** A slip is read from where its word starts, however long the unspaced text before it. */
describe("a corrected slip in a goal or answer", () => {
  it("is replaced by what was meant, the words before it kept", () => {
    expect(withCorrections("learn Java, I mean JavaScript")).toBe("learn JavaScript");
    expect(withCorrections("abc-Java-I mean Go")).toBe("Go");
    expect(withCorrections(`${"x".repeat(20)} Java, sorry I meant Spanish`)).toBe(`${"x".repeat(20)} Spanish`);
  });

  it("is found after, and nothing is found in, an unspaced run of the longest answer", () => {
    const run = "哈".repeat(LONGEST_ANSWER - 40);
    expect(withCorrections(`${run}x`)).toBe(`${run}x`);
    expect(withCorrections(`${run} Java, I mean JavaScript`)).toBe(`${run} JavaScript`);
  });
});
