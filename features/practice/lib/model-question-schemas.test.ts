import { describe, expect, it } from "vitest";
import { draftOf, parseCitation, submitQuestionsInputSchema } from "./model-question-schemas";
import { QuestionSet } from "./question-set";

const PATH = "chapters/01-02-learning-rates.md";
const LINES = ["# Learning rates", "", "The learning rate sets the size of each step.", "Too large a rate overshoots the minimum."];

describe("the course model's questions", () => {
  it("reads citations of this chapter's lines, in either form; another file or no numbers is no citation", () => {
    expect(parseCitation(`${PATH}:3-4`, PATH)).toEqual({ lineStart: 3, lineEnd: 4 });
    expect(parseCitation(" 3–4 ", PATH)).toEqual({ lineStart: 3, lineEnd: 4 });
    expect(parseCitation("3", PATH)).toEqual({ lineStart: 3, lineEnd: 3 });
    expect(parseCitation("chapters/09-09-other.md:3-4", PATH)).toBeNull();
    expect(parseCitation("line three", PATH)).toBeNull();
  });

  it("refuses a kind's missing fields at the schema, before any check", () => {
    const choiceWithoutOptions = { kind: "choice", prompt: "Which?", answer: "x", citation: "3-3" };
    expect(submitQuestionsInputSchema.safeParse({ questions: [choiceWithoutOptions] }).success).toBe(false);
    const shortWithoutPoints = { kind: "short", prompt: "Why?", answer: "x", keyPoints: [], citation: "3-3" };
    expect(submitQuestionsInputSchema.safeParse({ questions: [shortWithoutPoints] }).success).toBe(false);
  });

  it("keeps a supported question once, refuses what its lines do not support, and is complete at 4 of three kinds", () => {
    const set = new QuestionSet(LINES);
    const cloze = draftOf(
      { kind: "cloze", prompt: "The ____ sets the size of each step.", answer: "learning rate", citation: "3-3" },
      PATH,
    );
    if (!("draft" in cloze)) throw new Error(cloze.reason);
    expect(set.offer(cloze.draft, "generated")).toBeNull();
    expect(set.offer(cloze.draft, "generated")).toBe("the same question was already given");
    const unsupported = draftOf({ kind: "cloze", prompt: "The ____ sets the step.", answer: "momentum", citation: "3-3" }, PATH);
    expect("draft" in unsupported && set.offer(unsupported.draft, "generated")).toMatch(/do not contain the answer/);
    const choice = draftOf(
      {
        kind: "choice",
        prompt: "What happens when the rate is too large?",
        options: [
          { text: "overshoots the minimum", misconception: null },
          { text: "converges faster", misconception: "Believes a larger step is always quicker." },
        ],
        answer: "overshoots the minimum",
        citation: `${PATH}:4-4`,
      },
      PATH,
    );
    const short = draftOf(
      {
        kind: "short",
        prompt: "What does the learning rate set?",
        keyPoints: ["size of each step"],
        answer: "The step size.",
        citation: "3-3",
      },
      PATH,
    );
    for (const made of [choice, short]) if ("draft" in made) expect(set.offer(made.draft, "generated")).toBeNull();
    expect(set.missingKinds()).toEqual([]);
    expect(set.complete()).toBe(false); // three questions: one short of four
    const again = draftOf({ kind: "cloze", prompt: "Too large a rate overshoots the ____.", answer: "minimum", citation: "4" }, PATH);
    if ("draft" in again) set.offer(again.draft, "generated");
    expect(set.complete()).toBe(true);
  });
});
