import { describe, expect, it } from "vitest";
import { normalisePhrasing } from "./phrasing";

describe("normalisePhrasing", () => {
  it.each([
    ["whats a pod", "what is a pod"],
    ["hmm, wat is a pod", "what is a pod"],
    ["so what exactly is a monad?", "what is a monad?"],
    ["嗯，那为什么", "那为什么"],
    ["can u explain pls", "can you explain please"],
    ["boss, can teach me what is GST or not", "can teach me what is GST?"],
    ["im so lost w/ big o ngl", "im so lost with big o"],
  ])("reads %s as %s", (typed, read) => expect(normalisePhrasing(typed)).toBe(read));

  it.each(["sorting algorithms?", "ohm's law", "umbrella terms", "well-known facts", "u-boat", "boss fight mechanics"])(
    "leaves the word in %s alone",
    (text) => expect(normalisePhrasing(text)).toBe(text),
  );
});
