import { describe, expect, it } from "vitest";
import { namesNothing } from "./names-nothing";

describe("a follow-up that names no subject", () => {
  it.each([
    "and the second one?",
    "what about the last one?",
    "can you go into more detail",
    "elaborate please",
    "example?",
    "再说详细点",
    "详细点",
    "举个例子呢",
    "那第二个呢？",
    "请继续",
    "你能做什么？",
  ])("reads %j as naming nothing", (text) => expect(namesNothing(text)).toBe(true));

  it.each([
    "what is the second law of thermodynamics?",
    "and the second derivative?",
    "an example of recursion?",
    "what is the last step of backprop",
    "举个递归的例子",
    "第二次世界大战的起因是什么",
    "continue the proof of Lemma 2",
  ])("never reads %j, which names a subject, as naming nothing", (text) => expect(namesNothing(text)).toBe(false));
});
