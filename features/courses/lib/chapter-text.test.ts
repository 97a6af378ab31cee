import { describe, expect, it } from "vitest";
import { readChapterText } from "./chapter-text";

const chapter = `# Pods\n\n${"A pod runs one or more containers that share a network namespace. ".repeat(5)}`;

describe("a chapter written straight out", () => {
  it("as markdown, in a fence, or after a line of chat → the chapter from its title heading", () => {
    expect(readChapterText(chapter)).toEqual({ markdown: chapter.trim() });
    expect(readChapterText("Here you go:\n```markdown\n" + chapter + "\n```")).toEqual({ markdown: chapter.trim() });
    expect(readChapterText("Here is the chapter you asked for.\n\n" + chapter)).toEqual({ markdown: chapter.trim() });
  });
  it("a few words are not a chapter", () => {
    expect(readChapterText("Sure, I can write that chapter.")).toBeNull();
  });
});
