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
    expect(quizFromPractice(context("考考我量子力学", none))?.text).toContain("没有关于「量子力学」的");
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
  const question = (prompt: string, itemId = "i1") => ({
    ok: true,
    question: { itemId, kind: "cloze", prompt, options: null, citation: "chapters/01-01-x.md:3-3" },
  });
  /** The chat: answers are recorded by the hint ladder, not the tutor, so it cannot draw the next itself. */
  const inChat = (ctx: RoleContext): RoleContext => ({ ...ctx, tools: new Map([["askPracticeQuestion", { type: "object" }]]) });
  const result = (id: string, toolName: string, value: unknown): LanguageModelV4Prompt => [
    { role: "assistant", content: [{ type: "tool-call", toolCallId: id, toolName, input: {} }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: id, toolName, output: { type: "json", value: value as never } }] },
  ];
  const graded = {
    ok: true,
    correct: true,
    answer: "my answer",
    feedback: "Matches the chapter.",
    expected: "x",
    citation: "c:1-1",
    nextDue: "2026-12-01T00:00:00Z",
    counted: true,
  };
  /** The request, then the questions `prompts` drawn (all but the last answered and graded), the latest answer's turn so far being `now`. */
  function series(request: string, prompts: string[], now: LanguageModelV4Prompt): RoleContext {
    const ctx = context(request, question(prompts[0]!, "q0"));
    prompts.slice(1).forEach((prompt, index) => {
      ctx.prompt.push({ role: "user", content: [{ type: "text", text: `answer ${index}` }] });
      ctx.prompt.push(
        ...result(`g${index}`, "recordPracticeAnswer", graded),
        ...result(`a${index}`, "askPracticeQuestion", question(prompt, `q${index + 1}`)),
      );
    });
    ctx.prompt.push({ role: "user", content: [{ type: "text", text: "my answer, 3" }] }, ...now);
    return ctx;
  }

  it("English: numbers the questions and draws the next after each answer, saying when the quiz ends", () => {
    const first = quizFromPractice(context("quiz me with three questions", question("____ lowers the loss.")))?.text ?? "";
    expect(first).toMatch(/^You asked for 3 questions: I ask them one at a time, the next after you answer\. Question 1 of 3\./);
    expect(first).toContain("____ lowers the loss.");
    const answered = series("quiz me with three questions", ["Q one"], result("g", "recordPracticeAnswer", graded));
    expect(quizFromPractice(answered)?.toolCall).toEqual({ toolName: "askPracticeQuestion", input: {} });
    const second = series(
      "quiz me with three questions",
      ["Q one"],
      [...result("g", "recordPracticeAnswer", graded), ...result("n", "askPracticeQuestion", question("Q two", "q1"))],
    );
    expect(quizFromPractice(second)?.text).toMatch(
      /^Right\. Matches the chapter\.[\s\S]*\n\nQuestion 2 of 3\.\n\nPractice question[\s\S]*Q two/,
    );
    // The third answered: graded, and nothing more is drawn.
    const last = series("quiz me with three questions", ["Q one", "Q two", "Q three"], result("g", "recordPracticeAnswer", graded));
    expect(quizFromPractice(last)?.toolCall).toBeUndefined();
    expect(quizFromPractice(last)?.text).toMatch(/^Right\./);
    const none = { ok: false, error: "This course has no practice questions yet." };
    const ran = series(
      "quiz me with three questions",
      ["Q one"],
      [...result("g", "recordPracticeAnswer", graded), ...result("n", "askPracticeQuestion", none)],
    );
    expect(quizFromPractice(ran)?.text).toContain("there is no other stored practice question to ask just now");
    // The store's only question again is no second question: said so, not asked twice as "Question 2 of 3".
    const again = series(
      "quiz me with three questions",
      ["Q one"],
      [...result("g", "recordPracticeAnswer", graded), ...result("n", "askPracticeQuestion", question("Q one", "q0"))],
    );
    expect(quizFromPractice(again)?.text).toContain("That was question 1 of the 3 you asked for");
    expect(quizFromPractice(again)?.text).not.toContain("Question 2 of 3");
  });

  it("English, in the chat: says it asks them one at a time and how to get the next", () => {
    const asked = question("____ lowers the loss.");
    for (const [text, said] of [
      ["quiz me with three questions", "You asked for 3 questions: I ask them one at a time."],
      ["give me 5 practice questions on the loss", "You asked for 5 questions: I ask them one at a time."],
      ["ask me some questions", "You asked for more than one question: I ask them one at a time."],
    ] as const) {
      const reply = quizFromPractice(inChat(context(text, asked)))?.text ?? "";
      expect(reply).toContain(said);
      expect(reply).toContain("say “quiz me” for the next");
    }
    expect(quizFromPractice(context("quiz me with one question", asked))?.text).not.toMatch(/one at a time|of 1/);
  });

  it("Chinese: 出三道题考考我 numbers the three and draws the next after each answer; in the chat says how to get the next", () => {
    const asked = question("____ 让损失下降。");
    expect(quizFromPractice(context("出三道题考考我", asked))?.text).toContain(
      "你要的是 3 道题：我一次出一道，你回答后再出下一道。 第 1 题，共 3 题。",
    );
    const second = series(
      "出三道题考考我",
      ["第一题"],
      [...result("g", "recordPracticeAnswer", graded), ...result("n", "askPracticeQuestion", question("____ 是学习率。", "q1"))],
    );
    const again = series(
      "出三道题考考我",
      ["第一题"],
      [...result("g", "recordPracticeAnswer", graded), ...result("n", "askPracticeQuestion", question("第一题", "q0"))],
    );
    expect(quizFromPractice(again)?.text).toContain("这是你要的 3 道题中的第 1 道：现在没有别的练习题可出了");
    expect(quizFromPractice(second)?.text).toContain("第 2 题，共 3 题。\n\n练习题");
    for (const [text, said] of [
      ["出三道题考考我", "你要的是 3 道题：我一次只出一道。"],
      ["来十二道练习题", "你要的是 12 道题：我一次只出一道。"],
      ["出几道题考考我", "你要的不止一道题：我一次只出一道。"],
    ] as const) {
      const reply = quizFromPractice(inChat(context(text, asked)))?.text ?? "";
      expect(reply).toContain(said);
      expect(reply).toContain("回答后再说「考考我」出下一道");
    }
    expect(quizFromPractice(context("考考我", asked))?.text).not.toMatch(/一次|共/);
    expect(quizFromPractice(context("出一道题", asked))?.text).not.toMatch(/一次|共/);
  });
});

describe("the offline quiz's own words", () => {
  it.each(["en", "zh"] as const)("claim no reading of the learner's material it did not do (%s)", (language) => {
    // A question drawn from the practice store is not a search of the learner's material: no grounding claim to mark.
    expect(findClaims(QUIZ_PHRASES[language].storedOnly)).toEqual([]);
    expect(findClaims(QUIZ_PHRASES[language].oneAtATime)).toEqual([]);
  });
});
