import { describe, expect, it } from "vitest";
import { termParts } from "./term-parts";

const never = () => false;
const SELECTION = 256 * 1024; // a workspace file's limit: a learner may select all of it

/** Joined names ("C++", "k-means") read whole, however long the run a file holds. */
describe("names joined by marks and hyphens", () => {
  it("are one part each, as short names and as runs the size of a whole file", () => {
    expect(termParts("C++ and C# with k-means", never).map((part) => part.word)).toEqual([
      "C++",
      " ",
      "and",
      " ",
      "C#",
      " ",
      "with",
      " ",
      "k-means",
    ]);
    const run = "a-".repeat(SELECTION / 2);
    expect(termParts(run, never).map((part) => part.word)).toEqual([run.slice(0, -1)]);
    expect(termParts(`C${"+".repeat(SELECTION - 3)} x`, never).map((part) => part.word)).toEqual([
      `C${"+".repeat(SELECTION - 3)}`,
      " ",
      "x",
    ]);
  });
});
