import { describe, expect, it } from "vitest";
import { askedItem, isFollowUp, namesNothing } from "./names-nothing";

describe("a follow-up that names no subject", () => {
  it.each([
    "and the second one?",
    "what about the last one?",
    "the 2nd one?",
    "can you go into more detail",
    "elaborate please",
    "example?",
    "再说详细点",
    "详细点",
    "说得更详细一些",
    "能说得再具体一点吗？",
    "详细说说",
    "go into more detail",
    "could you explain that in more detail?",
    "a bit more detail please",
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
    "go into more detail on recursion",
    "详细说说递归",
  ])("never reads %j, which names a subject, as naming nothing", (text) => expect(namesNothing(text)).toBe(false));

  it("tells a question about the tutor from a follow-up on what was said", () => {
    expect(isFollowUp("what can you do?")).toBe(false);
    expect(isFollowUp("你能做什么？")).toBe(false);
    expect(isFollowUp("再说详细点")).toBe(true);
  });

  it.each([
    ["and the second one?", 2],
    ["the third point", 3],
    ["the 2nd one?", 2],
    ["what about the last one?", "last"],
    ["那第二个呢", 2],
    ["第三点呢？", 3],
    ["第2条", 2],
    ["再说详细点", null],
    ["and the second derivative?", null],
    ["第二次世界大战的起因是什么", null],
  ])("reads %j as asking about item %j of the previous list", (text, item) => expect(askedItem(text)).toBe(item));
});
