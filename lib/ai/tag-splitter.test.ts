import { describe, expect, it } from "vitest";
import { parseToolMarkup, TagSplitter, type Segment } from "./tag-splitter";

/** Feeds `text` in pieces of `size` characters and merges adjacent segments of one kind. */
function split(text: string, size: number, hold = true): Segment[] {
  const splitter = new TagSplitter(hold, 100);
  const out: Segment[] = [];
  for (let index = 0; index < text.length; index += size) out.push(...splitter.push(text.slice(index, index + size)));
  out.push(...splitter.end());
  return out.reduce<Segment[]>((merged, segment) => {
    const last = merged.at(-1);
    if (last && last.kind === segment.kind && segment.kind !== "tool-markup") last.text += segment.text;
    else merged.push({ ...segment });
    return merged;
  }, []);
}

describe("TagSplitter", () => {
  for (const size of [1, 3, 7, 1000]) {
    it(`splits <think>, unopened </think> and <tool_call> whatever the chunking (${size})`, () => {
      expect(split("<think>plan</think>Hello", size)).toEqual([
        { kind: "reasoning", text: "plan" },
        { kind: "text", text: "Hello" },
      ]);
      expect(split("plan it\n</think>\n\nHello", size)).toEqual([
        { kind: "reasoning", text: "plan it\n" },
        { kind: "text", text: "Hello" },
      ]);
      expect(split('Sure.<tool_call>{"name":"x","arguments":{}}</tool_call>', size)).toEqual([
        { kind: "text", text: "Sure." },
        { kind: "tool-markup", text: '{"name":"x","arguments":{}}' },
      ]);
    });
  }

  it("plain text beyond the hold limit flows as text; a stray </think> later is dropped", () => {
    const long = "a".repeat(150);
    expect(split(`${long}</think>b`, 10)).toEqual([{ kind: "text", text: `${long}b` }]);
  });

  it("a text that is only a tag prefix at the end is not lost", () => {
    expect(split("x <thi", 2)).toEqual([{ kind: "text", text: "x <thi" }]);
  });

  it("reads tool markup with arguments, parameters or a string", () => {
    expect(parseToolMarkup('{"name":"a","arguments":{"q":1}}')).toEqual({ toolName: "a", input: '{"q":1}' });
    expect(parseToolMarkup('{"name":"a","parameters":{"q":1}}')).toEqual({ toolName: "a", input: '{"q":1}' });
    expect(parseToolMarkup('{"name":"a","arguments":"{\\"q\\":1}"}')).toEqual({ toolName: "a", input: '{"q":1}' });
    expect(parseToolMarkup("{broken")).toBeNull();
  });
});
