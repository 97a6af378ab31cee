import { describe, expect, it } from "vitest";
import { answerLeak } from "./answer-leak";
import { answerKeyOf, hintText, solutionText, type LadderQuestion } from "./guided-hints";

const lines = "Gradient descent takes small steps downhill.\nThe size of each step of gradient descent is the learning rate.";
const cloze: LadderQuestion = {
  kind: "cloze",
  language: "en",
  prompt: "The size of each step of ____ is the learning rate.",
  options: null,
  answer: "gradient descent",
  accepted: ["梯度下降"],
  keyPoints: [],
  citation: "chapters/01-01-gradient-descent.md:4-5",
  citedText: lines,
};
const choice: LadderQuestion = {
  kind: "choice",
  language: "zh",
  prompt: "开始之前先做什么？",
  options: [
    { text: "从小处开始", misconception: "先动手再想目标" },
    { text: "先定目标", misconception: null },
    { text: "一次只改一处", misconception: "把步骤顺序弄反" },
  ],
  answer: "先定目标",
  accepted: ["set the goal"],
  keyPoints: [],
  citation: "chapters/01-01-梯度下降.md:7-7",
  citedText: "1. **先定目标。** 开始之前，用一句话说清楚好的结果是什么样子。",
};

describe("the ladder's own words", () => {
  it.each([cloze, choice])("hints 1 and 2 never tell; hint 2 cites the lines it rests on ($language $kind)", (question) => {
    const key = answerKeyOf(question);
    for (const level of [1, 2]) expect(answerLeak(hintText(question, level), key)).toBeNull();
    expect(hintText(question, 2)).toContain(question.citation);
    expect(hintText(question, 2)).toContain("____");
    expect(answerLeak(hintText(question, 2, "try-first"), key)).toBeNull();
  });

  it("hint 3 is a worked step: the first letter, or the wrong options struck out with why", () => {
    expect(hintText(cloze, 3)).toContain("“g”");
    const struck = hintText(choice, 3);
    expect(struck).toContain("A）「从小处开始」不对：选它说明先动手再想目标");
    expect(struck).not.toContain("B）");
  });

  it("the worked solution gives the answer and the lines it rests on", () => {
    expect(solutionText(cloze)).toContain("gradient descent");
    expect(solutionText(cloze)).toContain(cloze.citation);
    expect(solutionText(choice)).toContain("B) 先定目标");
  });

  it("Chinese hints and solutions quote with 「」, never “”: the chapter's lines, the option struck out, the answer", () => {
    const zhCloze: LadderQuestion = { ...cloze, language: "zh", answer: "梯度下降", accepted: [], prompt: "____ 每一步的大小就是学习率。" };
    expect(hintText(zhCloze, 3)).toContain("这个词以「梯」开头");
    for (const text of [hintText(choice, 2), hintText(choice, 3), solutionText(choice), solutionText(zhCloze)]) {
      expect(text).not.toMatch(/[“”]/);
    }
    expect(hintText(choice, 2)).toMatch(/：「.+」/u);
    expect(solutionText(zhCloze)).toContain("答案是「梯度下降」");
  });
});
