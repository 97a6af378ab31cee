import { describe, expect, it } from "vitest";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { readTutorRequest } from "./tutor-requests";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * "Give me an example of X", "举个X的例子", "给我打个比方说明X": asked for in the reply, about X — never
 * the selected lines explained instead, never a note edited that nobody named. What is given is the
 * course's own (quoted, cited); an analogy only when the course makes one, else it says so plainly. With
 * no subject named ("give me an example of this", "举个例子"), the subject is what the selection is about.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const SELECTED = { en: "We minimise the **loss** with each step.", zh: "每一步都在减小**损失**。" };
const language = (text: string) => (/\p{Script=Han}/u.test(text) ? "zh" : "en");

describe.each([
  ["give me an analogy for recursion", "analogy", "recursion"],
  ["give me an example of gradient descent", "example", "gradient descent"],
  ["can you show me an example of overfitting?", "example", "overfitting"],
  ["what's a good analogy for recursion?", "analogy", "recursion"],
  ["举个递归的例子", "example", "递归"],
  ["给我打个比方说明过拟合", "analogy", "过拟合"],
  ["给我一个递归的例子", "example", "递归"],
  ["用一个类比解释一下递归", "analogy", "递归"],
  ["打个比方讲讲过拟合", "analogy", "过拟合"],
  ["举个例子说明梯度下降", "example", "梯度下降"],
  ["give me an example of this", "example", ""],
  ["give me an analogy", "analogy", ""],
  ["举个例子", "example", ""],
  ["给我打个比方吧", "analogy", ""],
])("“%s” with lines selected", (text, what, topic) => {
  const lang = language(text);
  const selection = lang === "zh" ? "损失" : "loss";

  it(`is asked for, about ${topic || "the selection"}, and searches the course for it`, () => {
    expect(readTutorRequest(text, true)).toEqual({ kind: "give", what, topic });
    const first = tutor(tutorTurn(lang, text, { lines: SELECTED[lang] }));
    expect(first.toolCall).toEqual({ toolName: "search", input: { query: topic || selection } });
  });

  it("answers with what the course says about it, never the selected lines, and edits nothing", () => {
    const subject = topic || selection;
    const said =
      lang === "zh" ? `${subject}就像下山时每一步都找最陡的方向。` : `${subject} is like walking downhill one careful step at a time.`;
    const reply = tutor(tutorTurn(lang, text, { lines: SELECTED[lang], found: [groundedPassage(said)] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain(`**${subject}**`);
    expect(reply.text).not.toContain(lang === "zh" ? "减小" : "minimise");
    // An analogy quoted as the course's own; an example asked for and not found says so, quoting the same line.
    expect(reply.text).toContain(said);
    expect(reply.text).toContain("chapters/01-01-loss.md:12-14");
  });
});

describe.each([
  ["en", "give me an analogy for recursion", "recursion", "Recursion is when a function calls itself on a smaller input."],
  ["zh", "给我打个比方说明递归", "递归", "递归是函数在更小的输入上调用自己。"],
] as const)("an analogy the course does not make (%s)", (lang, ask, topic, definition) => {
  it("says plainly it won't invent one, quotes what the course does say, and proposes nothing", () => {
    const reply = tutor(tutorTurn(lang, ask, { lines: SELECTED[lang], found: [groundedPassage(definition)] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain(definition);
    expect(reply.text).toMatch(
      lang === "en" ? /found no analogy for \*\*recursion\*\*.*won't invent one/ : /没有找到\*\*递归\*\*的类比.*不会编/,
    );
    expect(tutor(tutorTurn(lang, ask, { lines: SELECTED[lang], found: [] })).text).toMatch(
      lang === "en" ? /found nothing about \*\*recursion\*\*/ : /没有找到关于\*\*递归\*\*/,
    );
    expect(topic).not.toBe("");
  });
});

describe.each([
  ["en", "give me an example of recursion", "For example, a factorial function calls itself with n - 1: that is recursion."],
  ["zh", "举个递归的例子", "例如，计算阶乘的函数用 n - 1 调用自己，这就是递归。"],
] as const)("an example the course gives (%s)", (lang, ask, example) => {
  it("is quoted with its citation; a passage that is the selected lines themselves is no answer", () => {
    const echo = { ...groundedPassage(example, example, "notes/loss.md"), lineStart: 3, lineEnd: 3, citation: "notes/loss.md:3-3" };
    const reply = tutor(tutorTurn(lang, ask, { lines: example, found: [echo] }));
    expect(reply.text).not.toContain("notes/loss.md:3-3");
    const cited = tutor(tutorTurn(lang, ask, { lines: SELECTED[lang], found: [groundedPassage(example)] }));
    expect(cited.toolCall).toBeUndefined();
    expect(cited.text).toContain(example);
    expect(cited.text).toContain("chapters/01-01-loss.md:12-14");
  });
});

describe("an example asked for with nothing to be about", () => {
  it.each(["give me an example", "举个例子"])("“%s” with no selection asks which subject", (ask) => {
    expect(tutor(tutorTurn(language(ask), ask)).text).toMatch(/Which subject|要关于什么/);
  });

  it.each([
    ["give me an example of a closure and stick it in my notes", "add"],
    ["给我举个递归的例子，放到笔记里", "add"],
    ["add an example for recursion", "add"],
    ["what's the definition of entropy in my notes?", "none"],
  ])("“%s” still puts it in the note, or asks about it", (ask, kind) => {
    expect(readTutorRequest(ask, true).kind).toBe(kind);
  });
});
