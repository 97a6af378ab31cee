import { describe, expect, it } from "vitest";
import { readTutorRequest } from "./tutor-requests";

/**
 * Wordings of workspace requests the ninth held-out probe found misread, as classes in both
 * languages: the place pointed at ("in here", "这条笔记") is never the subject, a bare "need an
 * example for X" asks for one, and a request to find what the learner's sources say names its subject.
 */
describe("where to write is not what to write about", () => {
  it.each([
    ["write a definition of osmosis in here", "definition", /^osmosis$/],
    ["put an example of recursion right here", "example", /^recursion$/],
    ["在这里补充一下熵的定义", "definition", /^熵$/],
    ["在这儿加上反向传播的例子", "example", /^反向传播$/],
  ])("%s", (text, what, topic) => {
    expect(readTutorRequest(text, false)).toMatchObject({ kind: "add", what, topic: expect.stringMatching(topic) });
  });

  it.each(["给这条笔记加个定义", "给那份笔记补充一个例子", "给我的笔记加个公式"])(
    "%s adds to the note, its subject left to the note",
    (text) => {
      expect(readTutorRequest(text, false)).toMatchObject({ kind: "add", topic: "" });
    },
  );
});

describe("asked for, not added", () => {
  it.each([
    ["need an analogy for the chain rule part pls", "analogy", /^chain rule$/],
    ["want an example of a closure", "example", /^closure$/],
  ])("%s", (text, what, topic) => {
    expect(readTutorRequest(text, false)).toMatchObject({ kind: "give", what, topic: expect.stringMatching(topic) });
  });
});

describe("finding what the learner's sources say", () => {
  it.each([
    ["find where my slides cover mitochondria", /mitochondria/],
    ["do my readings mention the treaty of versailles", /versailles/i],
  ])("%s names its subject to look up", (text, term) => {
    const request = readTutorRequest(text, false);
    expect(request.kind).toBe("none");
    expect(String("about" in request ? request.about : "")).toMatch(term);
  });
});
