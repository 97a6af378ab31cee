import { describe, expect, it } from "vitest";
import { comparableAnswer } from "../lib/answer-match";
import { chapterLines, checkCitation } from "../lib/citation-check";
import { definedTerms, makeOfflineQuestions, type ChapterText } from "./question-maker";

const EN: ChapterText = {
  path: "chapters/02-01-gradient-descent.md",
  title: "Gradient descent",
  content: [
    "# Gradient descent",
    "",
    "*Optimisation · chapter 1 of 4 · about 20 minutes*",
    "",
    "Gradient descent is how most models learn: it lowers the loss one small step at a time.",
    "",
    "## Key terms",
    "",
    "- **Loss:** a number that says how wrong the model's predictions are.",
    "- **Gradient:** the direction in which the loss grows fastest.",
    "- **Learning rate:** how big each step against the gradient is.",
    "",
    "## The loop",
    "",
    "1. **Compute the loss.** Run the model on a batch and measure its error.",
    "2. **Compute the gradient.** Work out how each weight changes the loss.",
    "3. **Take a step.** Move every weight a little against the gradient.",
    "",
    "```python",
    "w = w - lr * grad  # Gradient descent in one line",
    "```",
    "",
    "When the learning rate is too large, gradient descent overshoots and the loss jumps around.",
  ].join("\n"),
};

const ZH: ChapterText = {
  path: "chapters/02-01-梯度下降.md",
  title: "梯度下降",
  content: [
    "# 梯度下降",
    "",
    "梯度下降是大多数模型的学习方式：它一小步一小步地降低损失。",
    "",
    "## 关键术语",
    "",
    "- **损失：**衡量模型预测错得有多离谱的一个数。",
    "- **梯度：**损失增长最快的方向。",
    "- **学习率：**每一步逆着梯度走多远。",
    "",
    "## 循环",
    "",
    "1. **计算损失。**在一批数据上运行模型并测量误差。",
    "2. **计算梯度。**算出每个权重如何改变损失。",
    "3. **走一步。**让每个权重逆着梯度移动一点。",
    "",
    "学习率太大时，梯度下降会越过最低点，损失来回跳动。",
  ].join("\n"),
};

function expectSound(chapter: ChapterText, items: ReturnType<typeof makeOfflineQuestions>) {
  const lines = chapterLines(chapter.content);
  for (const item of items) {
    expect(checkCitation(item, lines), item.prompt).toEqual({ ok: true });
    // Never an invented fact: what is asked for is on the cited lines.
    const cited = comparableAnswer(lines.slice(item.lineStart - 1, item.lineEnd).join("\n"));
    if (item.kind !== "short") expect(cited).toContain(comparableAnswer(item.answer));
  }
}

describe.each([
  ["English", "en", EN],
  ["Chinese", "zh", ZH],
] as const)("the offline question maker, %s", (_name, language, chapter) => {
  const items = makeOfflineQuestions(language, chapter);

  it("makes at least 4 questions of all three kinds, each supported by the lines it cites", () => {
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["cloze", "choice", "short"]));
    expectSound(chapter, items);
  });

  it("blanks the chapter's subject in one of its sentences (never in the code)", () => {
    const subject = items.find((item) => item.kind === "cloze" && item.answer.toLowerCase() === chapter.title.toLowerCase());
    expect(subject?.prompt).toContain("____");
    expect(subject?.prompt).not.toContain("lr * grad");
  });

  it("every wrong option names the confusion it reveals and where the chapter defines that term", () => {
    const choices = items.filter((item) => item.kind === "choice");
    expect(choices.length).toBeGreaterThan(0);
    for (const item of choices) {
      for (const option of item.options!.filter((candidate) => candidate.text !== item.answer)) {
        expect(option.misconception).toContain(`“${option.text}”`);
        expect(option.misconception).toContain(`“${item.answer}”`);
        expect(option.misconception).toMatch(new RegExp(`${chapter.path.replace(/[.]/g, "\\.")}:\\d+-\\d+`));
      }
    }
  });

  it("short answers have a rubric of key points taken from the cited lines", () => {
    for (const item of items.filter((candidate) => candidate.kind === "short")) expect(item.keyPoints.length).toBeGreaterThan(0);
  });

  it("is deterministic", () => {
    expect(makeOfflineQuestions(language, chapter)).toEqual(items);
  });
});

describe("the offline question maker on thin material", () => {
  it("takes nothing from tables, display math, HTML or code", () => {
    const content = [
      "# Loss",
      "",
      "| Loss | what it measures, as one number for the whole batch of examples |",
      "$$ Loss = \\sum (y - \\hat y)^2 $$",
      "<div>Loss in a box, drawn for the reader who skims the chapter</div>",
      "```",
      "loss = mse(y, y_hat)  # Loss of the model on this batch",
      "```",
    ].join("\n");
    expect(makeOfflineQuestions("en", { path: "chapters/01-01-loss.md", title: "Loss", content })).toEqual([]);
  });

  it("asks nothing of a chapter that defines nothing and never names its subject", () => {
    expect(makeOfflineQuestions("en", { path: "chapters/01-01-x.md", title: "Intro", content: "# Intro\n\nWelcome.\n" })).toEqual([]);
  });

  it("never blanks the subject inside a quoted title: that asks for a chapter's name, not what it teaches", () => {
    const content = [
      "# Gradient descent",
      "",
      "This is where the course begins; the next chapter, “Key ideas: Gradient descent”, builds directly on it.",
      "",
      "下一章《梯度下降》会接着讲。",
      "",
      "Gradient descent lowers the loss one small step at a time, against the gradient.",
    ].join("\n");
    const clozes = makeOfflineQuestions("en", { path: "chapters/01-01-gd.md", title: "Gradient descent", content }).filter(
      (item) => item.kind === "cloze",
    );
    expect(clozes.map((item) => item.lineStart)).toEqual([7]);
    const zh = makeOfflineQuestions("zh", {
      path: "chapters/01-01-梯度下降.md",
      title: "梯度下降",
      content: "# 梯度下降\n\n下一章《梯度下降》会接着讲这个话题的细节。\n",
    });
    expect(zh.filter((item) => item.kind === "cloze")).toEqual([]);
  });

  it("draws distractors from the course's other chapters when the chapter defines one term", () => {
    const single: ChapterText = {
      path: "chapters/01-01-loss.md",
      title: "Loss",
      content: "# Loss\n\n- **Loss:** a number that says how wrong the model's predictions are.\n",
    };
    const items = makeOfflineQuestions("en", single, definedTerms(EN));
    const choice = items.find((item) => item.kind === "choice");
    expect(choice?.options?.length).toBeGreaterThan(1);
    expect(choice?.options?.find((option) => option.misconception)?.misconception).toContain(EN.path);
    expectSound(single, items);
  });
});

describe("the offline question maker's key points", () => {
  it("are what the definition says, not a clause's joining word", () => {
    const content = [
      "# Probes",
      "",
      "- **Why it matters:** the part of Kubernetes that depends on it, and what goes wrong when it is skipped.",
    ].join("\n");
    const [short] = makeOfflineQuestions("en", { path: "chapters/01-01-probes.md", title: "Probes", content }).filter(
      (item) => item.kind === "short",
    );
    expect(short?.keyPoints).toEqual(["the part of Kubernetes that depends on it", "what goes wrong when it is skipped"]);
    expect(short?.prompt).toBe("In your own words: how does the chapter explain “Why it matters”?");
    expect(checkCitation(short!, chapterLines(content))).toEqual({ ok: true });
  });
});
