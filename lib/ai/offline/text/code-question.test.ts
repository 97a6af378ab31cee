import { describe, expect, it } from "vitest";
import { codeBlockSubject, withCodeNamed } from "./code-question";

describe("a question over a pasted code block", () => {
  it("names the block by its language and construct", () => {
    expect(codeBlockSubject("why does this throw?\n```python\nd = {}\nprint(d['x'])\n```")).toBe("Python dictionaries");
    expect(codeBlockSubject("what does this do?\n```js\nconst doubled = arr.map((n) => n * 2)\n```")).toBe("JavaScript map");
    expect(codeBlockSubject("```\nSELECT name FROM users\n```")).toBe("SQL");
  });

  it("asks about the code when the prose only points at it", () => {
    expect(withCodeNamed("why does this throw? ```py d = {} print(d['x']) ```")).toBe("tell me about Python dictionaries");
    expect(withCodeNamed("这段代码什么意思\n```js\nconst x = [1, 2].filter((n) => n > 1)\n```")).toBe("讲讲JavaScript filter");
  });

  it("leaves prose that names its own subject, and text with no block, as written", () => {
    const named = "how do Python decorators work, e.g. in\n```python\n@cache\ndef f(): pass\n```";
    expect(withCodeNamed(named)).toBe(named);
    expect(withCodeNamed("explain recursion")).toBe("explain recursion");
  });
});
