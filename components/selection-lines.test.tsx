// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { selectionLines } from "@/lib/markdown/selection-lines";
import { Markdown } from "./markdown";

afterEach(cleanup);

const source = [
  "# Title",
  "",
  "First line of a paragraph",
  "second line of it",
  "",
  "- item one",
  "- item two",
  "",
  "```js",
  "const a = 1;",
  "const b = 2;",
  "```",
  "",
].join("\n");

function rangeOver(root: HTMLElement, from: string, to: string = from): Range {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, 4 /* SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const find = (needle: string) => {
    const node = texts.find((text) => text.data.includes(needle));
    if (!node) throw new Error(`no text ${needle}`);
    return { node, offset: node.data.indexOf(needle) };
  };
  const start = find(from);
  const end = find(to);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset + to.length);
  return range;
}

describe("selection → source lines", () => {
  it("maps words, list items and code lines to the lines they were written on", () => {
    const { container } = render(<Markdown sourceLineOffset={0}>{source}</Markdown>);
    const root = container.firstElementChild as HTMLElement;
    expect(selectionLines(rangeOver(root, "Title"), root)).toEqual({ start: 1, end: 1 });
    expect(selectionLines(rangeOver(root, "second"), root)).toEqual({ start: 4, end: 4 });
    expect(selectionLines(rangeOver(root, "First", "second"), root)).toEqual({ start: 3, end: 4 });
    expect(selectionLines(rangeOver(root, "item two"), root)).toEqual({ start: 7, end: 7 });
    expect(selectionLines(rangeOver(root, " b = "), root)).toEqual({ start: 11, end: 11 });
  });

  it("adds the lines the caller cut off, and ignores selections outside the text", () => {
    const { container } = render(
      <>
        <p>outside</p>
        <Markdown sourceLineOffset={2}>{"Body line\nnext line"}</Markdown>
      </>,
    );
    const root = container.querySelector(".nn-markdown") as HTMLElement;
    expect(selectionLines(rangeOver(root, "next"), root)).toEqual({ start: 4, end: 4 });
    expect(selectionLines(rangeOver(container as HTMLElement, "outside"), root)).toBeNull();
  });
});
