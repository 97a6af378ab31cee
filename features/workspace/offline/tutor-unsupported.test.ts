import { describe, expect, it } from "vitest";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { createWorkspaceTutor } from "./workspace-tutor";
import { readTutorRequest } from "./tutor-requests";

/**
 * Requests the offline tutor can only partly honour, by class: an analogy, a metaphor or an example
 * "for X" is about X (never the selected lines copied into a note), and restructuring lines into a
 * table or a list is work it says plainly it cannot do, in the learner's language.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const SELECTED = { en: "We minimise the **loss** with each step.", zh: "每一步都在减小**损失**。" };

describe.each([
  ["add an analogy for recursion", "analogy", "recursion"],
  ["Add a metaphor for gradient descent to my note", "analogy", "gradient descent"],
  ["can you add an analogy to explain overfitting", "analogy", "overfitting"],
  ["add an example for recursion", "example", "recursion"],
  ["给递归加个类比", "analogy", "递归"],
  ["给梯度下降加一个比喻吧", "analogy", "梯度下降"],
  ["在笔记里加一个过拟合的类比", "analogy", "过拟合"],
  ["给递归加个例子", "example", "递归"],
  ["为这几行加个例子", "example", "loss"],
  ["给这段加个比喻", "analogy", "loss"],
  ["add an analogy for this", "analogy", "loss"],
])("“%s” with lines selected", (text, what, topic) => {
  it(`asks for ${what} about ${topic}, never for the selection to be copied`, () => {
    // "这几行", "this": the subject is what the selected lines are about ("We minimise the **loss**…").
    const deictic = topic === "loss";
    expect(readTutorRequest(text, true)).toMatchObject({ kind: "add", what, topic: deictic ? "" : topic });
    const language = /\p{Script=Han}/u.test(text) ? "zh" : "en";
    const first = tutor(tutorTurn(language, text, { lines: SELECTED[language] }));
    expect(first.toolCall).toEqual({ toolName: "search", input: { query: deictic ? (language === "zh" ? "损失" : "loss") : topic } });
  });
});

describe.each([
  ["en", "add an analogy for recursion", "recursion", "Recursion is when a function calls itself on a smaller input."],
  ["zh", "给递归加个类比", "递归", "递归是函数在更小的输入上调用自己。"],
] as const)("an analogy asked for (%s)", (language, ask, topic, definition) => {
  const turn = (found?: ReturnType<typeof groundedPassage>[]) => tutor(tutorTurn(language, ask, { lines: SELECTED[language], found }));

  it("searches the course for the subject named, not the selected lines", () => {
    expect(turn().toolCall).toEqual({ toolName: "search", input: { query: topic } });
  });

  it("proposes an analogy only when the course has one, quoted and cited", () => {
    const analogy =
      language === "en"
        ? "Recursion is like a set of Russian dolls: each one holds a smaller copy until the last."
        : "递归就像俄罗斯套娃：每个娃娃里装着一个更小的，直到最后一个。";
    const reply = turn([groundedPassage(analogy, `${definition} ${analogy}`)]);
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    const text = String((reply.toolCall?.input as { text: string }).text);
    expect(text).toContain(`> ${analogy}`);
    expect(text).toContain("chapters/01-01-loss.md:12-14");
    expect(text).not.toContain(language === "en" ? "minimise" : "减小");
  });

  it("says plainly it cannot invent one offline, quotes what the course does say, and proposes nothing", () => {
    const reply = turn([groundedPassage(definition)]);
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain(definition);
    expect(reply.text).toMatch(
      language === "en" ? /found no analogy for \*\*recursion\*\*.*won't invent one/ : /没有找到\*\*递归\*\*的类比.*不会编/,
    );
    const nothing = turn([]);
    expect(nothing.toolCall).toBeUndefined();
    expect(nothing.text).toMatch(language === "en" ? /found nothing about/ : /没有找到关于/);
  });
});

describe.each([
  ["turn these lines into a table", "en"],
  ["make this a table", "en"],
  ["format as a list", "en"],
  ["can you format these lines as a table?", "en"],
  ["put this into bullet points please", "en"],
  ["convert the selection to a markdown table", "en"],
  ["把这几行做成表格", "zh"],
  ["整理成列表", "zh"],
  ["帮我把选中的内容转成一个表格", "zh"],
  ["用表格列出来", "zh"],
  ["把这段改成要点列表", "zh"],
] as const)("“%s”: restructuring", (ask, language) => {
  it("is read as work the offline tutor cannot do, with or without a selection", () => {
    expect(readTutorRequest(ask, true)).toEqual({ kind: "cannot", why: "restructure" });
    expect(readTutorRequest(ask, false)).toEqual({ kind: "cannot", why: "restructure" });
  });

  it("is answered plainly in the learner's language, with what it can do and no proposal", () => {
    const reply = tutor(tutorTurn(language, ask, { lines: SELECTED[language] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(
      language === "en" ? /^I can't do that offline: .*table.*\n\nOffline I can:/s : /^离线时我做不到这一点：.*表格.*\n\n离线时我可以：/s,
    );
    // Nothing made of the selection: no explanation of its lines, no proposal built from them.
    expect(reply.text).not.toContain(language === "en" ? "minimise" : "减小");
  });
});

describe("questions about tables and lists are still questions", () => {
  it.each(["how do I make a table in markdown?", "what is a linked list?", "怎么用 markdown 做表格？", "列表和数组有什么区别"])(
    "%s",
    (ask) => {
      expect(readTutorRequest(ask, false).kind).not.toBe("cannot");
    },
  );
});
