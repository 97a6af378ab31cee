// @vitest-environment happy-dom
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyMarkdown } from "./lazy-markdown";
import { Markdown } from "./markdown";

afterEach(cleanup);

describe("Markdown", () => {
  it("renders HTML in the content as inert text", () => {
    const payload = [
      "# Title",
      "",
      "<script>window.pwned = true</script>",
      "",
      'Inline <img src=x onerror="window.pwned = true"> and <iframe src="https://evil.example"></iframe>',
    ].join("\n");
    const { container } = render(<Markdown>{payload}</Markdown>);
    expect(container.querySelector("script, img, iframe")).toBeNull();
    expect(container.querySelectorAll("[onerror]")).toHaveLength(0);
    expect(container.textContent).toContain("<script>window.pwned = true</script>");
    expect(container.textContent).toContain('<img src=x onerror="window.pwned = true">');
    expect(container.querySelector("h1")?.textContent).toBe("Title");
  });

  it("inside a page with its own h1, a model's top heading becomes an h2 (one h1 per page)", () => {
    const { container } = render(<Markdown demoteH1>{"# Title\n\n## Part\n\ntext"}</Markdown>);
    expect(container.querySelector("h1")).toBeNull();
    expect([...container.querySelectorAll("h2")].map((heading) => heading.textContent)).toEqual(["Title", "Part"]);
  });

  it("neutralises javascript: and data: links", () => {
    const { container } = render(
      <Markdown>{"[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [JS](JAVASCRIPT:alert(1))"}</Markdown>,
    );
    for (const anchor of container.querySelectorAll("a")) {
      expect(anchor.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data):/i);
    }
    expect(container.querySelectorAll("a[href]")).toHaveLength(0);
    expect(container.textContent).toContain("click");
  });

  it("opens external links in a new tab without an opener or referrer, internal ones in place", () => {
    const { container } = render(<Markdown>{"[docs](https://kubernetes.io/docs) and [next](/courses/c1) and [top](#top)"}</Markdown>);
    const [external, internal, anchor] = Array.from(container.querySelectorAll("a"));
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noreferrer noopener");
    expect(internal?.getAttribute("href")).toBe("/courses/c1");
    expect(internal?.hasAttribute("target")).toBe(false);
    expect(anchor?.getAttribute("href")).toBe("#top");
  });

  it("bolds Chinese text that ends in full-width punctuation (**本章目标：**学完本章)", () => {
    const { container } = render(<Markdown>{"**本章目标：**学完本章，你能解释核心概念。"}</Markdown>);
    expect(container.querySelector("strong")?.textContent).toBe("本章目标：");
    expect(container.textContent).not.toContain("**");
  });

  it("typesets inline and display math, and keeps \\href in math inert", () => {
    const { container } = render(
      <Markdown>
        {"Euler: $e^{i\\pi} + 1 = 0$\n\n$$\n\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\n$$\n\n$\\href{javascript:alert(1)}{x}$"}
      </Markdown>,
    );
    expect(container.querySelectorAll(".katex").length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector(".katex-display")).not.toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it("keeps prices as text: two dollar amounts in a sentence are not a formula", () => {
    const { container } = render(
      <Markdown>{"The small plan costs $5 per month and the large plan costs $20 per month; the area is $\\pi r^2$."}</Markdown>,
    );
    expect(container.textContent).toContain("costs $5 per month and the large plan costs $20 per month");
    // The real formula after them is still typeset, and it is the only one.
    expect(container.querySelectorAll(".katex")).toHaveLength(1);
    expect(container.querySelector(".katex annotation")?.textContent).toBe("\\pi r^2");
  });

  it("highlights fenced code with a language", () => {
    const { container } = render(<Markdown>{"```python\ndef hello():\n    return 'hi'\n```"}</Markdown>);
    const code = container.querySelector("pre > code");
    expect(code?.className).toContain("hljs");
    expect(code?.className).toContain("language-python");
    expect(code?.querySelector(".hljs-keyword")?.textContent).toBe("def");
    expect(code?.querySelector(".hljs-string")?.textContent).toBe("'hi'");
  });

  it("renders GFM tables inside a scroll box, and task lists", () => {
    const { container } = render(<Markdown>{"| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo"}</Markdown>);
    expect(container.querySelector(".nn-md-table > table th")?.textContent).toBe("a");
    expect(container.querySelectorAll("input[type=checkbox]")).toHaveLength(2);
  });

  it("passes a test id to the wrapper", () => {
    const { getByTestId } = render(<Markdown data-testid="content">{"hi"}</Markdown>);
    expect(getByTestId("content").className).toContain("nn-markdown");
  });
});

describe("LazyMarkdown code highlighting", () => {
  it("loads the grammar a fence names, by name or alias, and highlights it", async () => {
    const { container } = render(
      <LazyMarkdown>{"```py\ndef hello():\n    return 'hi'\n```\n\n```ts\nconst a: number = 1;\n```"}</LazyMarkdown>,
    );
    await waitFor(() => expect(container.querySelector("pre > code .hljs-keyword")).not.toBeNull());
    const [python, typescript] = [...container.querySelectorAll("pre > code")];
    expect(python?.querySelector(".hljs-keyword")?.textContent).toBe("def");
    expect(python?.querySelector(".hljs-string")?.textContent).toBe("'hi'");
    expect(typescript?.querySelector(".hljs-keyword")?.textContent).toBe("const");
  });

  it("leaves a language it has no grammar for as plain text, and never guesses", async () => {
    const { container } = render(<LazyMarkdown>{"```klingon\ndef x = 'y'\n```\n\n```\ndef hello(): pass\n```"}</LazyMarkdown>);
    await waitFor(() => expect(container.querySelectorAll("pre > code")).toHaveLength(2));
    const [unknown, unnamed] = [...container.querySelectorAll("pre > code")];
    expect(unknown?.textContent).toBe("def x = 'y'\n");
    expect(unknown?.querySelector("span")).toBeNull();
    expect(unnamed?.querySelector("span")).toBeNull();
  });
});
