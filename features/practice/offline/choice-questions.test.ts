import { describe, expect, it } from "vitest";
import { choiceTargets, pickDistractors, type SourcedTerm } from "./choice-questions";

const term = (name: string, path: string, block: number, line: number): SourcedTerm => ({
  term: name,
  definition: `the definition given for ${name} in ${path}`,
  line,
  block,
  inList: true,
  path,
});

describe("the offline maker's choice options", () => {
  // An offline chapter's scaffolding labels sit in the same list as the material's concept.
  const chapter = "chapters/04-01-choosing-lambda.md";
  const target = term("Choosing lambda", chapter, 1, 13);
  const labels = [term("Goal of this chapter", chapter, 1, 5), term("What it is", chapter, 1, 7), term("Why it matters", chapter, 1, 9)];
  const concepts = [term("Ridge regression", "chapters/02-01-ridge.md", 1, 8), term("The lasso", "chapters/03-01-lasso.md", 1, 8)];

  it("are the course's concepts before the chapter's scaffolding labels, which test nothing (en, zh)", () => {
    const { distractors } = pickDistractors(target, [...labels, ...concepts]);
    expect(distractors.map((option) => option.term)).toEqual(["Ridge regression", "The lasso", "Goal of this chapter"]);
    const zh = [term("本章目标", chapter, 1, 5), term("它是什么", chapter, 1, 7), term("正则化", "chapters/02-01-正则化.md", 1, 3)];
    expect(pickDistractors(term("交叉验证", chapter, 1, 13), zh).distractors.map((option) => option.term)).toEqual([
      "正则化",
      "本章目标",
      "它是什么",
    ]);
  });

  it("take a label only when no concept is left, and a concept is asked about before a label", () => {
    expect(pickDistractors(target, labels).distractors).toHaveLength(3);
    const targets = choiceTargets([term("Why it matters", chapter, 0, 3), term("Choosing lambda", chapter, 2, 13)]);
    expect(targets.map((option) => option.term)).toEqual(["Choosing lambda", "Why it matters"]);
  });
});
