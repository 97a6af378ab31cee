import { describe, expect, it } from "vitest";
import { extractiveAnswer, sentencesOf } from "./grounded-answer";

const chapter = {
  title: "Optimisation",
  href: "/courses/c1",
  where: "chapters/01-01-optimisation.md:1-6",
  text: [
    "# Gradient descent",
    "",
    "Training needs a direction to move in.",
    "Gradient descent is a way to lower the loss one small step at a time, against the gradient.",
    "- The step size decides how far each step of gradient descent goes.",
    "A momentum term makes gradient descent faster on long valleys. Unrelated words close the line.",
  ].join("\n"),
};
const source = {
  title: "Optimisation",
  href: "/courses/c1",
  where: "Lecture notes, 4–5",
  text: "…rate. Stochastic gradient descent estimates the gradient from a small batch. It is noisy but cheap and the rest was cut…",
};

describe("the extractive answer", () => {
  it("puts the defining sentence first and connects other sentences naming the topic, each as written", () => {
    const found = extractiveAnswer("gradient descent", [chapter, source]);
    expect(found?.answer.sentence).toBe("Gradient descent is a way to lower the loss one small step at a time, against the gradient.");
    const quoted = [found!.answer, ...found!.connected];
    expect(found!.connected.length).toBeGreaterThanOrEqual(1);
    expect(found!.connected.length).toBeLessThanOrEqual(3);
    // Every quote is text that exists in the stored passage it cites.
    for (const line of quoted) expect(line.passage.text).toContain(line.sentence);
    expect(quoted.map((line) => line.sentence)).not.toContain("Training needs a direction to move in.");
    expect(quoted.map((line) => line.sentence)).not.toContain("Unrelated words close the line.");
  });

  it("finds the sentences about a topic in another form of its words, so what the course covers is never called uncovered", () => {
    const notes = {
      title: "Regularization in Linear Models",
      href: "/courses/c2",
      where: "lecture-07, lines 12–14",
      text: "A model overfits when it fits the noise in the training data instead of the underlying pattern.\nAn overfitted model has a low training error but a high test error.",
    };
    const found = extractiveAnswer("regularization and overfitting", [notes]);
    expect(found?.answer.sentence).toBe("A model overfits when it fits the noise in the training data instead of the underlying pattern.");
    expect(found?.connected.map((line) => line.sentence)).toEqual(["An overfitted model has a low training error but a high test error."]);
    expect(extractiveAnswer("category theory", [{ ...notes, text: "A cat sat on the mat." }])).toBeNull();
  });

  it("never quotes half a sentence a snippet cut through, nor headings", () => {
    expect(sentencesOf(source.text)).toEqual(["Stochastic gradient descent estimates the gradient from a small batch."]);
    expect(sentencesOf(chapter.text)).not.toContain("# Gradient descent");
    expect(sentencesOf(chapter.text)).toContain("The step size decides how far each step of gradient descent goes.");
    // A snippet the search flattened: the heading runs into the first sentence, which is therefore not quoted.
    expect(sentencesOf("# Optimisation Training needs a direction. Gradient descent lowers the loss.")).toEqual([
      "Gradient descent lowers the loss.",
    ]);
  });

  it("never quotes a definition's trailing citation as the answer, though its path holds the topic's words", () => {
    const groundTruth = {
      title: "P-values from scratch",
      href: "/courses/c3",
      where: "ground-truth.md:10-12",
      text: [
        "- **Fundamental skill**: an ability that most other tasks in the subject depend on. (chapters/03-01-key-ideas-core-skills-of-p-values.md:23)",
        "- **Drill**: a short exercise repeated to make one skill automatic. (chapters/03-01-key-ideas-core-skills-of-p-values.md:24)",
      ].join("\n"),
    };
    expect(sentencesOf(groundTruth.text).some((sentence) => sentence.includes("chapters/"))).toBe(false);
    expect(extractiveAnswer("p-value of 0.03", [groundTruth])).toBeNull();
  });

  it("answers in Chinese from a Chinese chapter, the definition first", () => {
    const passage = {
      ...chapter,
      text: "训练需要一个方向。\n梯度下降是沿着梯度的反方向一步步降低损失的方法。\n学习率决定梯度下降每一步走多远。",
    };
    const found = extractiveAnswer("梯度下降", [passage]);
    expect(found?.answer.sentence).toBe("梯度下降是沿着梯度的反方向一步步降低损失的方法。");
    expect(found?.connected.map((line) => line.sentence)).toEqual(["学习率决定梯度下降每一步走多远。"]);
  });

  it("finds nothing when no passage names the topic, so nothing unrelated is quoted", () => {
    expect(extractiveAnswer("quantum tunnelling", [chapter, source])).toBeNull();
    expect(extractiveAnswer("量子隧穿", [chapter])).toBeNull();
    expect(extractiveAnswer("gradient descent", [])).toBeNull();
  });
});

describe("extractiveAnswer: a snippet with its headings on lines of their own", () => {
  it.each([
    [
      "loss function and gradient descent",
      "## Loss functions\nA loss function is a measure of how far the predictions are from the targets.\n\n## Gradient descent\nGradient descent is an algorithm that lowers the loss one small step at a time.",
      "A loss function is a measure of how far the predictions are from the targets. Gradient descent is an algorithm that lowers the loss one small step at a time.",
    ],
    [
      "过拟合",
      "## 模型评估\n过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。",
      "过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。",
    ],
  ])("%s: the sentence under a heading is quoted, the heading never", (topic, text, sentence) => {
    const found = extractiveAnswer(topic, [{ title: "Notes", href: "/courses/c1", where: "notes, 1–5", text }]);
    const quoted = [found?.answer, ...(found?.connected ?? [])].map((line) => line?.sentence);
    // Each sentence the material has on the topic is quoted whole; no heading is glued to one.
    for (const expected of sentence.split(/(?<=\.) /)) expect(quoted).toContain(expected);
    expect(quoted.join(" ")).not.toMatch(/##|Loss functions A|模型评估过拟合/);
  });
});

describe("extractiveAnswer: a name in quotes is a label, not a statement", () => {
  it.each([
    [
      "gradient descent",
      "Goal of this chapter. After this chapter you can explain the main ideas behind “Gradient descent” in your own words.",
      "Gradient descent is an algorithm that lowers the loss one small step at a time.",
    ],
    ["过拟合", "学完本章，你能用自己的话讲清「过拟合」的核心内容。", "过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。"],
  ])("%s: the document's definition answers, the chapter goal naming it in quotes is not quoted", (topic, goal, definition) => {
    const passages = [
      { title: "Course", href: "/courses/c1", where: "chapters/03-02.md:1-7", text: goal },
      { title: "Course", href: "/courses/c1", where: "notes, 12–17", text: definition },
    ];
    const found = extractiveAnswer(topic, passages);
    expect(found?.answer.sentence).toBe(definition);
    expect(found?.connected.map((line) => line.sentence)).not.toContain(goal);
    expect(extractiveAnswer(topic, passages.slice(0, 1))).toBeNull();
  });
});

describe("extractiveAnswer: a snippet that starts at its focus sentence", () => {
  it.each([
    [
      "gradient descent",
      "…\nGradient descent is an algorithm that lowers the loss one small step at a time. The learning rate sets how big…",
    ],
    ["过拟合", "…\n过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。交叉验证是把数据分成几份…"],
  ])("%s: the sentence after the leading '…' line is whole, and quoted", (topic, text) => {
    const found = extractiveAnswer(topic, [{ title: "Course", href: "/courses/c1", where: "notes, 12–17", text }]);
    expect(found?.answer.sentence).toBe(
      text
        .split("\n")[1]!
        .split(/(?<=[.。])/u)[0]!
        .trim(),
    );
  });
});
