import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * A question about a subject typed with nothing selected is answered from the course and sources —
 * the passage that names it, quoted with its citation — or the tutor says plainly it found none;
 * follow-ups and small talk that name nothing search for nothing.
 */
const tutor = createWorkspaceTutor(searchGrounding);
const [ENGLISH, CHINESE] = LOCALES;

describe("the offline workspace tutor on a question with nothing selected", () => {
  it.each([
    // A request word that is part of the subject's name ("learning", 学习) stays in it.
    ["why does the learning rate have to be small?", /^learning rate\b/],
    ["explain the learning rate", /^learning rate$/],
    ["what is deep learning?", /^deep learning$/],
    ["什么是学习曲线", /^学习曲线$/],
    ["Explain the chain rule pls 🙏", /^chain rule$/],
    ["compare bagging and boosting", /^bagging boosting$/],
    ["为什么学习率不能太大", /学习率/],
    ["随机森林和梯度提升有什么区别？", /^随机森林 梯度提升$/],
    // A subject that starts with a size word or mixes in a Latin name stays whole; how to say it is no subject.
    ["用大白话讲讲大O表示法", /^大O表示法$/],
    ["讲讲B树", /^B树$/],
    ["通俗地解释一下C语言的指针", /^C语言 指针$/],
    ["新古典经济学是什么？", /^新古典经济学$/],
    ["explain big O notation in plain English", /^big O notation$/],
    ["what is a B-tree?", /^B-tree$/],
    // A bare noun phrase naming a subject asks to find and quote it.
    ["文档中关于索引的内容", /^索引$/],
    ["有关梯度下降的部分", /^梯度下降$/],
    ["笔记里和过拟合有关的内容", /^过拟合$/],
    ["the part of the document about indexes", /^indexes$/],
    ["anything on B-tree splits", /^B-tree splits$/],
    ["info about the chain rule please", /^chain rule$/],
  ])("searches the course for what %j asks about", (text, query) => {
    const reply = tutor(tutorTurn(ENGLISH, text));
    expect(reply.toolCall?.toolName).toBe("search");
    expect(String((reply.toolCall?.input as { query: string }).query)).toMatch(query);
  });

  // Follow-ups that name nothing are answered against the conversation (./follow-ups.test.ts).
  it.each(["thanks!", "hi there", "what can you do?", "谢谢！", "你能做什么？"])(
    "searches for nothing on %j, which names no subject",
    (text) => {
      const reply = tutor(tutorTurn(ENGLISH, text));
      expect(reply.toolCall).toBeUndefined();
      // What it can do, in the learner's language: no quote, no answer posing as one.
      expect(reply.text).toMatch(/^(?:I can see your workspace|我能看到你的学习空间)/);
      expect(/\p{Script=Han}/u.test(reply.text ?? "")).toBe(/\p{Script=Han}/u.test(text));
    },
  );

  it("quotes the passage that names the subject, answer first, with its citation", () => {
    const found = [
      groundedPassage("Momentum keeps the update moving in a consistent direction."),
      groundedPassage("A small learning rate keeps each step from overshooting the minimum."),
    ];
    const reply = tutor(tutorTurn(ENGLISH, "why does the learning rate have to be small?", { found }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(
      /^\*\*In short:\*\* on .*“A small learning rate keeps each step from overshooting the minimum\.” \(chapters\/01-01-loss\.md:12-14\)/,
    );
    expect(reply.text).not.toMatch(/Momentum/);
  });

  it("quotes what the course says about a subject a noun phrase names, in the learner's language", () => {
    const found = [groundedPassage("索引让数据库不必扫描整张表就能找到行。")];
    const reply = tutor(tutorTurn(ENGLISH, "文档中关于索引的内容", { found }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(/^\*\*简单说：\*\*关于索引，你的课程和资料是这样说的：“索引让数据库不必扫描整张表就能找到行。”/);
    const none = tutor(tutorTurn(CHINESE, "the part of the document about indexes", { found: [] }));
    expect(none.text).toMatch(/^I searched your course and sources for indexes and found no passage/);
  });

  it("says plainly, in the learner's language, that nothing found answers it", () => {
    const found = [groundedPassage("动量让更新保持方向一致。")];
    const reply = tutor(tutorTurn(ENGLISH, "随机森林和梯度提升有什么区别？", { found }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(/没有找到解释它的段落/);
    expect(reply.text).not.toMatch(/动量/);
    const english = tutor(tutorTurn(CHINESE, "compare bagging and boosting", { found: [] }));
    expect(english.text).toMatch(/^I searched your course and sources for bagging, boosting and found no passage/);
  });
});

describe("the offline workspace tutor asked whether something is right", () => {
  const lines = "- the gradient points uphill";
  it.each(["is this right?", "did I get this correct", "我理解得对不对", "这样写对吗？"])(
    "gives no verdict on %j, only what the course says to compare with",
    (text) => {
      const found = [groundedPassage("The gradient points uphill, so each step goes the other way.")];
      const reply = tutor(tutorTurn(ENGLISH, text, { lines, found }));
      expect(reply.toolCall).toBeUndefined();
      expect(reply.text).toMatch(/^(?:I can't tell offline whether this is right|离线时我判断不了这样对不对)/);
      expect(reply.text).toMatch(/The gradient points uphill, so each step goes the other way/);
      // After saying it can't tell: no verdict of any kind.
      const rest = (reply.text ?? "").split("\n\n").slice(1).join("\n\n");
      expect(rest).not.toMatch(/\b(?:correct|incorrect|right|wrong)\b|对了|没错|正确|错了/i);
    },
  );

  it("asks which file when nothing is selected and no file is open or named, proposing nothing", () => {
    const reply = tutor(tutorTurn(ENGLISH, "is line 3 correct?"));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(/^I can't tell offline whether a line is right, and I won't pretend to\. Which file is line 3 in\?/);
  });
});
