import { describe, expect, it } from "vitest";
import { chapterFacts, withChapterFacts, withSourceFacts } from "./ground-truth-facts";

const EN = {
  path: "chapters/01-01-gradient-descent.md",
  content: [
    "# Gradient descent",
    "",
    "- **Loss:** a number that says how wrong the model's predictions are.",
    "- **Gradient** — the direction in which the loss grows fastest.",
    "1. **Compute the loss.** Run the model on a batch.",
    "**Note** this chapter is short.",
    "- **What it is:** the core idea of “Gradient descent”, small enough to explain in two sentences.",
    "**Goal of this chapter:** After this chapter you can use gradient descent.",
    "```",
    "**Fake:** inside code is never a fact",
    "```",
  ].join("\n"),
};
const ZH = {
  path: "chapters/01-01-梯度下降.md",
  content: "# 梯度下降\n\n- **损失：**衡量模型预测错得有多离谱的一个数。\n- **学习率**：每一步逆着梯度走多远。\n",
};
const SEED = "# Ground truth — ML\n\nThe key facts of this course.\n\n## Module 1: Basics\n\nTo pin down:\n\n- Loss: learn it\n";

describe("ground-truth facts from the chapters", () => {
  it("takes the definitions a chapter states, with their lines, and nothing else (no scaffolding labels)", () => {
    expect(chapterFacts(EN)).toEqual([
      {
        term: "Loss",
        definition: "a number that says how wrong the model's predictions are.",
        citation: "chapters/01-01-gradient-descent.md:3",
      },
      { term: "Gradient", definition: "the direction in which the loss grows fastest.", citation: "chapters/01-01-gradient-descent.md:4" },
    ]);
    expect(chapterFacts(ZH).map((fact) => [fact.term, fact.citation])).toEqual([
      ["损失", "chapters/01-01-梯度下降.md:3"],
      ["学习率", "chapters/01-01-梯度下降.md:4"],
    ]);
  });

  it("adds them under one heading after the intro, once, and more as chapters are written", () => {
    const first = withChapterFacts(SEED, [EN], "en")!;
    expect(first).toContain(
      "## Key definitions from the chapters\n\n- **Loss**: a number that says how wrong the model's predictions are. (chapters/01-01-gradient-descent.md:3)",
    );
    expect(first.indexOf("## Key definitions")).toBeLessThan(first.indexOf("## Module 1"));
    expect(withChapterFacts(first, [EN], "en")).toBeNull();
    const second = withChapterFacts(first, [EN, { ...ZH, path: "chapters/01-02-x.md" }], "en")!;
    expect(second.match(/## Key definitions/g)).toHaveLength(1);
    expect(second.indexOf("chapters/01-02-x.md:3")).toBeGreaterThan(second.indexOf("gradient-descent.md:4"));
    expect(second.indexOf("chapters/01-02-x.md:4")).toBeLessThan(second.indexOf("## Module 1"));
    expect(withChapterFacts(SEED, [{ path: "chapters/01-01-x.md", content: "# X\n\nNo definitions here.\n" }], "zh")).toBeNull();
  });

  it("keeps the learner's document's definitions first and says a definition quoted by several chapters once", () => {
    const document = { title: "nn_notes", text: "# Neural networks\n\n## Neurons\nA neuron is a unit that sums its weighted inputs.\n" };
    const withDocument = withSourceFacts(SEED, [document], "en")!;
    const quoted = "- **Neuron:** a unit that sums its weighted inputs and passes the result on.";
    const chapters = [
      { path: "chapters/01-01-neurons.md", content: `# Neurons\n\n${quoted}\n` },
      { path: "chapters/01-02-practice.md", content: `# Practice\n\n${quoted}\n` },
    ];
    const next = withChapterFacts(withDocument, chapters, "en")!;
    const sourcesAt = next.indexOf("## Definitions from your sources");
    const chaptersAt = next.indexOf("## Key definitions from the chapters");
    expect(sourcesAt).toBeGreaterThan(0);
    expect(chaptersAt).toBeGreaterThan(sourcesAt);
    expect(next.match(/a unit that sums its weighted inputs and passes the result on/g)).toHaveLength(1);
    expect(next).toContain("(chapters/01-01-neurons.md:3)");
    expect(next).not.toContain("(chapters/01-02-practice.md:3)");
  });
});
