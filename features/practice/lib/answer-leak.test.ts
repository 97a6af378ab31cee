import { describe, expect, it } from "vitest";
import { answerLeak, type AnswerKey } from "./answer-leak";

const cloze: AnswerKey = {
  kind: "cloze",
  prompt: "The step size of ____ is the learning rate.",
  answers: ["gradient descent", "梯度下降"],
  options: null,
  correctIndex: null,
  keyPoints: [],
};
const choice: AnswerKey = {
  kind: "choice",
  prompt: "What comes first?",
  answers: ["Set the goal", "先定目标"],
  options: ["Start small", "Set the goal", "Apply one change at a time", "Check against the goal"],
  correctIndex: 1,
  keyPoints: [],
};
const short: AnswerKey = {
  kind: "short",
  prompt: "Why does a large learning rate fail?",
  answers: ["Each step overshoots the minimum, so the loss oscillates or diverges."],
  options: null,
  correctIndex: null,
  keyPoints: ["steps overshoot the minimum", "loss oscillates or diverges"],
};

describe("a message that gives the answer away", () => {
  it.each([
    "The answer is gradient descent.",
    "It's GRADIENT-DESCENT, obviously",
    "ｇｒａｄｉｅｎｔ ｄｅｓｃｅｎｔ",
    "g r a d i e n t  d e s c e n t",
    "g-r-a-d-i-e-n-t-d-e-s-c-e-n-t",
    "In Chinese: 梯度下降",
    "答案是 梯 度 下 降",
    "答案：“梯度下降”。",
  ])("cloze: %s", (text) => {
    expect(answerLeak(text, cloze)).not.toBeNull();
  });

  it.each([
    "The answer is B.",
    "B",
    "(B)",
    "Correct option: B)",
    "B is correct",
    "答案是B",
    "选 B",
    // The words around the letter in any case (spelled out per letter, not with a "(?i:…)" group Node 22 rejects).
    "THE ANSWER IS B",
    "Go With (B)",
    "B Would Be The Right one",
    "I'd pick “Set the goal” here.",
    "先定目标",
  ])("choice: %s", (text) => {
    expect(answerLeak(text, choice)).not.toBeNull();
  });

  it("short: the model answer, or most key points", () => {
    expect(answerLeak("Each step overshoots the minimum, so the loss oscillates or diverges.", short)).not.toBeNull();
    expect(answerLeak("Your steps overshoot the minimum and the loss diverges.", short)).not.toBeNull();
  });
});

describe("a message that does not", () => {
  it.each([
    "Think about which method takes steps downhill. See chapters/01-01-gradient-descent.md:4-6.",
    "It's a term from the chapter: what does the sentence need?",
    "Hint 2: “The step size of ____ is the learning rate.”",
    "gradient",
    "",
    // A chapter's file name names the chapter, not the answer.
    "Read chapters/01-01-gradient-descent.md:4-6 again.",
  ])("cloze: %s", (text) => {
    expect(answerLeak(text, cloze)).toBeNull();
  });

  it.each([
    "A) Start small\nB) Set the goal\nC) Apply one change at a time\nD) Check against the goal\nHow sure are you?",
    "It's a good idea to rule out one option first.",
    "A) “Start small” is not it.",
    "Is it A, B, C or D? Take your time.",
    // A lowercase "b" is a word, not the option's letter.
    "the answer is b-tree shaped, think again",
  ])("choice: %s", (text) => {
    expect(answerLeak(text, choice)).toBeNull();
  });

  it("the question asked again word for word tells nothing new", () => {
    const own: AnswerKey = { ...cloze, prompt: "What is gradient descent used for? (gradient descent)", answers: ["gradient descent"] };
    expect(answerLeak(`Here it is again: ${own.prompt}`, own)).toBeNull();
  });

  it("short: one key point of two, or the question's own words", () => {
    expect(answerLeak("The key idea: steps overshoot the minimum.", short)).toBeNull();
    expect(answerLeak("Why does a large learning rate fail? Think about it.", short)).toBeNull();
  });
});
