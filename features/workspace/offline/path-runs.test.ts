import { describe, expect, it } from "vitest";
import { NAMED_PATH } from "./line-check";
import { namedTarget } from "./request-patterns";

const MAX_TEXT = 8000; // workspaceChatRequestSchema: a tutor message is at most 8,000 characters

/**
 * A path is read from where its run of path characters starts (tried at every character of a long
 * run, each start re-scanned the run: 8,000 Han characters took 2 s), and is still the same path.
 */
describe("file paths named in a tutor request", () => {
  it("are the whole run of path characters, as before, however they are prefixed", () => {
    expect(namedTarget("看看notes/循环.md说了什么")).toBe("看看notes/循环.md");
    expect(NAMED_PATH.exec("看看notes/循环.md说了什么")?.[0]).toBe("notes/循环.md");
    expect(NAMED_PATH.exec("xnotes/a.md")?.[0]).toBe("notes/a.md");
    expect(namedTarget("foo/notes/a.md 看看")).toBe("foo/notes/a.md");
    expect(namedTarget("@notes/a.md 记一下：x")).toBe("notes/a.md");
    expect(namedTarget("把这个记到笔记.md里")).toBe("笔记.md");
  });

  it("are found after, or not at all in, a maximal run of Han with no space", () => {
    const run = "学".repeat(MAX_TEXT - 12);
    expect(namedTarget(`${run}。notes/a.md里写了什么`)).toBe("notes/a.md");
    expect(NAMED_PATH.exec(`${run}。notes/a.md`)?.[0]).toBe("notes/a.md");
    expect(namedTarget(`${run}讲讲`)).toBeNull();
    expect(NAMED_PATH.test(`${run}讲讲`)).toBe(false);
  });
});
