import { describe, expect, it } from "vitest";
import { linkedHrefs } from "./linked-hrefs";

describe("the app links a reply's text shows", () => {
  it("reads each markdown link's in-app target, in English and Chinese replies", () => {
    const en = "Here is what I found in your courses:\n- [Git › Rebase](/courses/c1/chapters/a)\n- [Git](/courses/c1)";
    const zh = '我在你的课程里找到了这些：\n- [Git › 合并](/courses/c1/chapters/b "合并")';
    expect([...linkedHrefs([en, zh])]).toEqual(["/courses/c1/chapters/a", "/courses/c1", "/courses/c1/chapters/b"]);
  });

  it("never counts a place the text only names, or a link out of the app", () => {
    expect(linkedHrefs(["See /courses/c1 and [docs](https://example.com/courses/c1)"]).size).toBe(0);
  });
});
