import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { findClaims } from "@/lib/ai/turn/claim-patterns";
import { QUIZ_PHRASES } from "./quiz-phrases";
import { describe, expect, it } from "vitest";
import type { RoleContext } from "@/lib/ai/offline/model/role-context";
import { quizFromPractice, quizTopic } from "./compose-quiz-role";

function context(text: string, asked?: unknown): RoleContext {
  const prompt: LanguageModelV4Prompt = [{ role: "user", content: [{ type: "text", text }] }];
  if (asked) {
    prompt.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: "q1", toolName: "askPracticeQuestion", input: {} }] });
    prompt.push({
      role: "tool",
      content: [
        { type: "tool-result", toolCallId: "q1", toolName: "askPracticeQuestion", output: { type: "json", value: asked as never } },
      ],
    });
  }
  const tools = ["askPracticeQuestion", "recordPracticeAnswer"];
  return { prompt, tools: new Map(tools.map((name) => [name, { type: "object" }])), choice: { mode: "auto" }, responseFormat: undefined };
}

describe("the offline quiz's topic", () => {
  it.each([
    ["Quiz me on gradient descent", "gradient descent"],
    ["test me about the loss function please", "loss function"],
    ["make some questions about overfitting", "overfitting"],
    ["考考我梯度下降", "梯度下降"],
    ["关于正则化出几道题", "正则化"],
    ["根据联合索引出三道题", "联合索引"],
    ["针对过拟合出 3 道练习题", "过拟合"],
    ["Quiz me", null],
    ["考考我", null],
    // Held out: the request's own words are never its topic.
    ["出几道题考考我", null],
    ["出几道题测测我吧", null],
    ["出题考一考我", null],
    ["测验一下过拟合", "过拟合"],
    ["ask me some questions about the learning rate", "learning rate"],
    ["quiz me on Node.js please", "Node.js"],
  ])("%s → %s", (text, topic) => {
    expect(quizTopic(text)).toBe(topic);
    expect(quizFromPractice(context(text))?.toolCall).toEqual({ toolName: "askPracticeQuestion", input: topic ? { chapter: topic } : {} });
  });

  it("says no stored question is about the topic, and makes none up", () => {
    const none = { ok: false, error: "No stored practice question is about “quantum”." };
    expect(quizFromPractice(context("Quiz me on quantum tunnelling", none))?.text).toMatch(
      /None of your stored practice questions is about “quantum tunnelling”/,
    );
    expect(quizFromPractice(context("考考我量子力学", none))?.text).toContain("没有关于“量子力学”的");
  });

  it("with no courses at all, says so and how to make one, in the learner's language, not that none is about the topic", () => {
    const none = { ok: false, noCourses: true, error: "The learner has no courses yet." };
    const english = quizFromPractice(context("Quiz me on quantum tunnelling", none))?.text ?? "";
    expect(english).toMatch(/^You don't have any courses yet/);
    expect(english).toContain("/create");
    expect(english).not.toMatch(/None of your stored practice questions/);
    const chinese = quizFromPractice(context("考考我量子力学", none))?.text ?? "";
    expect(chinese).toMatch(/^你还没有任何课程/);
    expect(chinese).toContain("/create");
    expect(chinese).not.toContain("没有关于");
    expect(quizFromPractice(context("考考我", none))?.text).toBe(QUIZ_PHRASES.zh.noCourses);
  });

  it("records a reply to an open question, but never a new request as its answer", () => {
    const open = {
      ok: true,
      question: { itemId: "i1", kind: "cloze", prompt: "____ lowers the loss.", options: null, citation: "chapters/01-01-x.md:3-3" },
    };
    const previousTurn = (text: string) => {
      const ctx = context("Quiz me", open);
      ctx.prompt.push({ role: "assistant", content: [{ type: "text", text: "Practice question…" }] });
      ctx.prompt.push({ role: "user", content: [{ type: "text", text }] });
      return quizFromPractice(ctx);
    };
    expect(previousTurn("Gradient descent, 3")?.toolCall).toEqual({
      toolName: "recordPracticeAnswer",
      input: { itemId: "i1", confidence: 2 },
    });
    expect(previousTurn("梯度下降，3")?.toolCall?.toolName).toBe("recordPracticeAnswer");
    expect(previousTurn("Add an example of a loss function to my note")).toBeNull();
    expect(previousTurn("在我的笔记里加一个损失函数的例子")).toBeNull();
    expect(previousTurn("explain the loss")).toBeNull();
    // A request for more questions asks one; a question of the learner's own is not recorded as an answer.
    for (const text of ["出几道题考考我", "再来一道题", "quiz me on something else", "ask me another question"])
      expect(previousTurn(text)?.toolCall).toEqual({ toolName: "askPracticeQuestion", input: {} });
    for (const text of ["what does the learning rate do?", "为什么损失会下降？", "总结一下这一章"])
      expect(previousTurn(text)?.toolCall?.toolName).not.toBe("recordPracticeAnswer");
    expect(previousTurn("is it gradient descent?")?.toolCall?.toolName).toBe("recordPracticeAnswer");
  });

  it("asks a stored question when asked to make questions, saying it writes none of its own", () => {
    const asked = {
      ok: true,
      question: { itemId: "i1", kind: "cloze", prompt: "____ lowers the loss.", options: null, citation: "chapters/01-01-x.md:3-3" },
    };
    expect(quizFromPractice(context("make some questions about the loss", asked))?.text).toMatch(
      /^I don't write questions of my own[\s\S]*Practice question \(from chapters\/01-01-x\.md:3-3\)/,
    );
    expect(quizFromPractice(context("Quiz me", asked))?.text).toMatch(/^Practice question/);
  });
});

describe("a request for several questions, offline", () => {
  const question = (prompt: string) => ({
    ok: true,
    question: { itemId: "i1", kind: "cloze", prompt, options: null, citation: "chapters/01-01-x.md:3-3" },
  });

  it("English: says it asks them one at a time, how many were asked for, and how to get the next", () => {
    const asked = question("____ lowers the loss.");
    for (const [text, said] of [
      ["quiz me with three questions", "You asked for 3 questions: I ask them one at a time."],
      ["give me 5 practice questions on the loss", "You asked for 5 questions: I ask them one at a time."],
      ["ask me some questions", "You asked for more than one question: I ask them one at a time."],
    ] as const) {
      const reply = quizFromPractice(context(text, asked))?.text ?? "";
      expect(reply).toContain(said);
      expect(reply).toContain("say “quiz me” for the next");
      expect(reply).toContain("____ lowers the loss.");
    }
    expect(quizFromPractice(context("quiz me with one question", asked))?.text).not.toMatch(/one at a time/);
  });

  it("Chinese: 出三道题考考我 says it gives one of the three now and how to get the next", () => {
    const asked = question("____ 让损失下降。");
    for (const [text, said] of [
      ["出三道题考考我", "你要的是 3 道题：我一次只出一道。"],
      ["来十二道练习题", "你要的是 12 道题：我一次只出一道。"],
      ["出几道题考考我", "你要的不止一道题：我一次只出一道。"],
    ] as const) {
      const reply = quizFromPractice(context(text, asked))?.text ?? "";
      expect(reply).toContain(said);
      expect(reply).toContain("回答后再说「考考我」出下一道");
    }
    expect(quizFromPractice(context("考考我", asked))?.text).not.toContain("一次只出一道");
    expect(quizFromPractice(context("出一道题", asked))?.text).not.toContain("一次只出一道");
  });
});

describe("the offline quiz's own words", () => {
  it.each(["en", "zh"] as const)("claim no reading of the learner's material it did not do (%s)", (language) => {
    // A question drawn from the practice store is not a search of the learner's material: no grounding claim to mark.
    expect(findClaims(QUIZ_PHRASES[language].storedOnly)).toEqual([]);
    expect(findClaims(QUIZ_PHRASES[language].oneAtATime)).toEqual([]);
  });
});
