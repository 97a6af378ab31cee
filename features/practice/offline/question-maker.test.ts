import { describe, expect, it } from "vitest";
import { WRITING } from "@/lib/i18n/writing";
import { comparableAnswer } from "../lib/answer-match";
import { chapterLines, checkCitation } from "../lib/citation-check";
import { definedTerms, makeOfflineQuestions, type ChapterText } from "./question-maker";
import { readChapter } from "./chapter-terms";
import { definitionQuestion } from "./question-kinds";
import { QUESTION_PHRASES } from "./question-phrases";

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
        const { quoteOpen, quoteClose } = WRITING[language];
        expect(option.misconception).toContain(`${quoteOpen}${option.text}${quoteClose}`);
        expect(option.misconception).toContain(`${quoteOpen}${item.answer}${quoteClose}`);
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
      "- **Readiness probe:** the check Kubernetes runs before it sends traffic, and what goes wrong when it is skipped.",
    ].join("\n");
    const [short] = makeOfflineQuestions("en", { path: "chapters/01-01-probes.md", title: "Probes", content }).filter(
      (item) => item.kind === "short",
    );
    expect(short?.keyPoints).toEqual(["the check Kubernetes runs before it sends traffic", "what goes wrong when it is skipped"]);
    expect(short?.prompt).toBe("In your own words: how does the chapter explain “Readiness probe”?");
    expect(checkCitation(short!, chapterLines(content))).toEqual({ ok: true });
  });

  it("keep a word that only starts like a joining word (something, order)", () => {
    const content = "# Testing\n\n- **Regression:** something that used to work and broke after a later change, or order lost.";
    const [term] = readChapter(content).terms;
    const short = definitionQuestion(term!, QUESTION_PHRASES.en);
    expect(short?.keyPoints).toEqual(["something that used to work and broke after a later change", "order lost"]);
    expect(checkCitation(short!, chapterLines(content))).toEqual({ ok: true });
  });
});

describe.each([
  [
    "en",
    "Pods",
    [
      "**Goal of this chapter.** After this chapter you can run a Pod.",
      "- **What it is:** the core idea of “Pods”, small enough to explain in two sentences.",
      "- **Why it matters:** the part of Kubernetes that depends on it, and what goes wrong when it is skipped.",
      "- **Where you meet it:** the everyday situations in which you will use it again and again.",
    ],
    [
      "- **Pod:** the smallest unit Kubernetes schedules, one or more containers sharing a network.",
      "- **Node:** a machine in the cluster that runs the Pods it is given.",
      "- **Kubelet:** the agent on each node that starts and watches the Pods.",
    ],
  ],
  [
    "zh",
    "Pod",
    [
      "**本章目标。**学完本章，你能运行一个 Pod。",
      "- **它是什么：**「Pod」的核心思想，用两句话就能讲清。",
      "- **为什么重要：**Kubernetes 中有哪些部分依赖它，跳过它会出什么问题。",
      "- **在哪里会遇到：**你今后会反复用到它的日常场景。",
    ],
    [
      "- **Pod：**Kubernetes 调度的最小单位，一个或多个容器共享网络。",
      "- **节点：**集群中运行分配给它的 Pod 的机器。",
      "- **Kubelet：**每个节点上负责启动和看管 Pod 的代理程序。",
    ],
  ],
] as const)("a chapter's scaffolding is never asked about (%s)", (language, title, labels, terms) => {
  const content = (...blocks: (readonly string[])[]) => [`# ${title}`, "", ...blocks.flatMap((block) => [...block, ""])].join("\n");
  const chapter: ChapterText = { path: "chapters/01-02-pods.md", title, content: content(labels, terms) };
  const labelTexts = labels.map((line) => /\*\*(.+?)[:：.。]?\*\*/u.exec(line)![1]!);

  it("offers no label as an option, asks none and blanks none, and still makes 4 questions of three kinds", () => {
    const items = makeOfflineQuestions(language, chapter);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["cloze", "choice", "short"]));
    for (const item of items) {
      for (const label of labelTexts) {
        expect(item.options?.map((option) => option.text) ?? [], item.prompt).not.toContain(label);
        expect(item.answer, item.prompt).not.toBe(label);
        expect(item.keyPoints, item.prompt).not.toContain(label);
      }
    }
    expectSound(chapter, items);
  });

  it("makes no choice question from labels alone: a chapter with no real terms gets fewer kinds, never a label as an option", () => {
    const items = makeOfflineQuestions(language, { ...chapter, content: content(labels) });
    expect(items.filter((item) => item.kind === "choice")).toEqual([]);
    expect(definedTerms({ ...chapter, content: content(labels) })).toEqual([]);
  });
});

describe.each([
  [
    "en",
    "**Goal of this chapter.** After this chapter you can say what each part of a cell does.",
    [
      "- **Cell membrane:** the cell membrane is a lipid bilayer that controls what enters and leaves.",
      "- **Nucleus:** the nucleus holds the genetic material and directs the cell's work.",
      "- **Mitochondria:** mitochondria release energy from food through respiration.",
    ],
  ],
  [
    "zh",
    "**本章目标：**学完本章，你能说清细胞各部分的作用。",
    [
      "- **细胞膜:** 细胞膜由磷脂双分子层构成，控制物质进出。",
      "- **细胞核:** 细胞核是遗传信息库，控制细胞的代谢和遗传。",
      "- **线粒体:** 线粒体是有氧呼吸的主要场所，为细胞提供能量。",
    ],
  ],
] as const)("a chapter whose list names what it explains (%s)", (language, goal, list) => {
  const chapter: ChapterText = {
    path: "chapters/01-01-cell.md",
    title: language === "en" ? "Cells" : "细胞",
    content: ["# Cells", "", goal, "", "## Parts", "", ...list].join("\n"),
  };

  it("asks a choice among the list's own names, each blanked in its quoted line, with no label as an option", () => {
    const items = makeOfflineQuestions(language, chapter);
    const choice = items.find((item) => item.kind === "choice");
    expect(choice?.options?.map((option) => option.text).sort()).toEqual(list.map((line) => /\*\*(.+?):\*\*/u.exec(line)![1]!).sort());
    expect(choice?.prompt).toContain("____");
    expect(choice?.prompt.toLowerCase()).not.toContain(choice!.answer.toLowerCase());
    expectSound(chapter, items);
  });
});
