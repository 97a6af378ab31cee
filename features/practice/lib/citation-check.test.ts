import { describe, expect, it } from "vitest";
import { chapterLines, checkCitation, citationLabel } from "./citation-check";
import type { PracticeItemDraft } from "./practice-item-schemas";

const lines = chapterLines(
  [
    "# Gradient descent", // 1
    "", // 2
    "Gradient descent lowers the loss one small step at a time.", // 3
    "", // 4
    "- **Learning rate:** how big each step is.", // 5
    "- **Gradient:** the direction in which the loss grows fastest.", // 6
  ].join("\r\n"),
);

const cloze: PracticeItemDraft = {
  kind: "cloze",
  prompt: "Fill in the blank: ____ lowers the loss one small step at a time.",
  options: null,
  answer: "Gradient descent",
  accepted: [],
  keyPoints: [],
  lineStart: 3,
  lineEnd: 3,
};

const choice: PracticeItemDraft = {
  kind: "choice",
  prompt: "Which does the chapter describe as “how big each step is”?",
  options: [
    { text: "Gradient", misconception: "Confuses “Gradient” with “Learning rate”." },
    { text: "Learning rate", misconception: null },
  ],
  answer: "Learning rate",
  accepted: [],
  keyPoints: [],
  lineStart: 5,
  lineEnd: 5,
};

const short: PracticeItemDraft = {
  kind: "short",
  prompt: "What does the chapter say the gradient is?",
  options: null,
  answer: "the direction in which the loss grows fastest",
  accepted: [],
  keyPoints: ["direction", "loss grows fastest"],
  lineStart: 6,
  lineEnd: 6,
};

const reasonOf = (item: PracticeItemDraft) => {
  const check = checkCitation(item, lines);
  return check.ok ? null : check.reason;
};

describe("the store-time check of a question's citation", () => {
  it("accepts questions whose cited lines hold their answer or key points", () => {
    expect([cloze, choice, short].map(reasonOf)).toEqual([null, null, null]);
    expect(citationLabel("chapters/01-01-gradient-descent.md", 5, 6)).toBe("chapters/01-01-gradient-descent.md:5-6");
  });

  it("refuses lines the chapter does not have, or too many of them", () => {
    expect(reasonOf({ ...cloze, lineStart: 7, lineEnd: 7 })).toMatch(/chapter has 6/);
    expect(reasonOf({ ...cloze, lineStart: 3, lineEnd: 2 })).toMatch(/cites lines/);
    expect(reasonOf({ ...cloze, lineStart: 0, lineEnd: 3 })).toMatch(/cites lines/);
    expect(checkCitation({ ...cloze, lineStart: 1, lineEnd: 13 }, chapterLines("x\n".repeat(20))).ok).toBe(false);
  });

  it("refuses an answer the cited lines do not contain (a real line, the wrong one)", () => {
    expect(reasonOf({ ...cloze, lineStart: 5, lineEnd: 5 })).toMatch(/do not contain the answer/);
    expect(reasonOf({ ...choice, answer: "Momentum", options: [...choice.options!, { text: "Momentum", misconception: null }] })).toMatch(
      /do not contain/,
    );
  });

  it("refuses a cloze without a blank, one that gives its answer away, and an unsupported variant", () => {
    expect(reasonOf({ ...cloze, prompt: "Fill in: lowers the loss." })).toMatch(/no blank/);
    expect(reasonOf({ ...cloze, prompt: "____: Gradient descent lowers the loss." })).toMatch(/gives the answer away/);
    expect(reasonOf({ ...cloze, accepted: ["steepest descent"] })).toMatch(/variant/);
  });

  it("refuses a choice question whose wrong option names no misconception, or whose answer is not exactly one option", () => {
    expect(reasonOf({ ...choice, options: [{ text: "Gradient", misconception: " " }, choice.options![1]!] })).toMatch(
      /names no misconception/,
    );
    expect(reasonOf({ ...choice, options: [choice.options![0]!, { text: "Learning rate", misconception: "x" }] })).toMatch(
      /right option names a misconception/,
    );
    expect(reasonOf({ ...choice, options: [choice.options![0]!, { text: "Momentum", misconception: null }] })).toMatch(/exactly one/);
    expect(reasonOf({ ...choice, options: [choice.options![1]!, { text: "learning-rate", misconception: "x" }] })).toMatch(/read the same/);
  });

  it("refuses a short answer whose key point is not in the cited lines, or has no words to look for", () => {
    expect(reasonOf({ ...short, keyPoints: ["direction", "the curvature of the loss"] })).toMatch(/curvature/);
    expect(reasonOf({ ...short, keyPoints: ["the of it"] })).toMatch(/no words/);
    expect(reasonOf({ ...short, keyPoints: [] })).toMatch(/needs key points/);
  });
});
