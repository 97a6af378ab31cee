import { describe, expect, it } from "vitest";
import type { GroundedPassage } from "@/lib/ai/offline/model/grounding";
import { groundedPassage, searchGrounding, tutorTurn, tutorWorkspace } from "@/tests/support/workspace/offline-tutor-kit";
import { renderBlock } from "@/lib/ai/prompt-blocks";
import type { Locale } from "@/lib/i18n/locales";
import { BLOCK } from "../contract";
import { createWorkspaceTutor } from "./workspace-tutor";

const tutor = createWorkspaceTutor(searchGrounding);
const workspace = tutorWorkspace;
const passage = groundedPassage;
const context = (language: Locale, text: string, options: { reference?: string; found?: GroundedPassage[] } = {}) =>
  tutorTurn(language, text, { lines: options.reference, found: options.found });

const input = (reply: ReturnType<typeof tutor>) => reply.toolCall?.input as Record<string, unknown>;

describe.each([
  [
    "en",
    "Add an example of a loss function to my note",
    "loss function",
    "For example, the squared error adds up (y - ŷ)² over the batch.",
  ],
  ["zh", "在我的笔记里加一个损失函数的例子", "损失函数", "例如，平方误差把一批数据上的 (y - ŷ)² 加起来。"],
] as const)("the offline workspace tutor (%s)", (language, addExample, topic, example) => {
  it("searches the course for the topic of an example, then proposes that example, quoted and cited, to the note", () => {
    const first = tutor(context(language, addExample));
    expect(first.toolCall).toEqual({ toolName: "search", input: { query: topic } });
    const definition =
      language === "en" ? "A loss function measures how wrong the predictions are." : "损失函数是衡量预测错得有多离谱的函数。";
    const reply = tutor(context(language, addExample, { found: [passage(definition, `${definition} ${example}`)] }));
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    expect(input(reply)).toMatchObject({ path: "notes/loss.md", baseVersion: 3, start: 9, end: 8 }); // after the note's 8 lines
    expect(input(reply).text).toContain(`> ${example}`);
    expect(input(reply).text).toContain("chapters/01-01-loss.md:12-14");
    expect(input(reply).text).not.toMatch(/Summary|小结/);
  });

  it("never invents an example: with none in the material it says so and proposes nothing", () => {
    const definition =
      language === "en" ? "A loss function measures how wrong the predictions are." : "损失函数是衡量预测错得有多离谱的函数。";
    const reply = tutor(context(language, addExample, { found: [passage(definition)] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toContain(definition);
    expect(reply.text).toMatch(language === "en" ? /found no example/ : /没有找到/);
    const nothing = tutor(context(language, addExample, { found: [] }));
    expect(nothing.toolCall).toBeUndefined();
    expect(nothing.text).toMatch(language === "en" ? /found nothing about/ : /没有找到关于/);
  });

  it("takes a thing the material says is one of the topic as an example of it", () => {
    const instance =
      language === "en" ? "Mean squared error is a loss function that averages the squared differences." : "均方误差是一种常用的损失函数。";
    const reply = tutor(context(language, addExample, { found: [passage(instance, `Intro line.\n${instance}`, "chapters/01-02-mse.md")] }));
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    expect(input(reply).text).toContain(`> ${instance}`);
  });

  it("never quotes a sentence about something else as what the material says about the topic", () => {
    const other =
      language === "en" ? "Linear regression fits a straight line to the data." : "线性回归是一种用直线拟合数据的监督学习方法。";
    const reply = tutor(context(language, addExample, { found: [passage(other)] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).not.toContain(other);
    expect(reply.text).toMatch(language === "en" ? /found nothing about/ : /没有找到关于/);
  });

  it("notes a fact in the file it names, with that fact, and says whether the course backs it", () => {
    const ask =
      language === "en"
        ? "note in ground-truth.md that the loss is averaged over the batch"
        : "在 ground-truth.md 里记下：损失是对一批数据取平均";
    const fact = language === "en" ? "the loss is averaged over the batch" : "损失是对一批数据取平均";
    const first = tutor(context(language, ask));
    expect(first.toolCall?.toolName).toBe("search");
    const reply = tutor(context(language, ask, { found: [] }));
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    expect(input(reply)).toMatchObject({ path: "ground-truth.md", baseVersion: 2, start: 7 });
    expect(input(reply).text).toContain(`- ${fact}`);
    expect(reply.text).toMatch(language === "en" ? /found nothing in your course/ : /没有找到这句话的依据/);
    const empty = tutor(context(language, language === "en" ? "note in ground-truth.md that" : "在 ground-truth.md 里记下"));
    expect(empty.toolCall).toBeUndefined();
    expect(empty.text).toContain("ground-truth.md");
  });

  it("explains referenced lines by connecting them to the passage that defines their term, answer first", () => {
    const lines = language === "en" ? "We minimise the **loss** with each step." : "每一步都在减小**损失**。";
    const ask = language === "en" ? "What do these lines mean?" : "这几行是什么意思？";
    const first = tutor(context(language, ask, { reference: lines }));
    expect(first.toolCall?.toolName).toBe("search");
    expect(String(input(first).query)).toContain(language === "en" ? "loss" : "损失");
    const definition =
      language === "en" ? "The loss is a number that says how wrong the model is." : "损失是衡量模型错得有多离谱的一个数。";
    const reply = tutor(context(language, ask, { reference: lines, found: [passage(definition), passage("x", "x", "notes/loss.md")] }));
    const text = reply.text ?? "";
    expect(text.indexOf(definition)).toBeGreaterThan(-1);
    expect(text.indexOf(definition)).toBeLessThan(text.indexOf(language === "en" ? "- line 3:" : "- 第 3 行："));
    expect(text).toContain(language === "en" ? "“We minimise the loss with each step.”" : "“每一步都在减小损失。”");
    expect(text).toContain("chapters/01-01-loss.md:12-14");
    const alone = tutor(context(language, ask, { reference: lines, found: [] })).text ?? "";
    expect(alone).toMatch(language === "en" ? /found no other passage/ : /没有找到其他解释/);
  });

  it("changes X to Y only where X is, and never grades a quiz answer or ticks a milestone on its own", () => {
    const ask = language === "en" ? "change squared to absolute" : "把平方改成绝对值";
    const lines = language === "en" ? "The squared error." : "平方误差。";
    const reply = tutor(context(language, ask, { reference: lines }));
    expect(reply.toolCall).toEqual({
      toolName: "editFile",
      input: {
        path: "notes/loss.md",
        baseVersion: 3,
        oldText: language === "en" ? "squared" : "平方",
        newText: language === "en" ? "absolute" : "绝对值",
      },
    });
    const quiz = tutor(context(language, language === "en" ? "quiz me" : "考考我"));
    expect(quiz.toolCall).toBeUndefined();
    expect(quiz.text).toMatch(language === "en" ? /can't grade/ : /无法批改/);
    const cannot = tutor(context(language, language === "en" ? "delete all my notes" : "删除我所有的笔记"));
    expect(cannot.toolCall).toBeUndefined();
    expect(cannot.text).toMatch(language === "en" ? /can't do that/ : /做不到/);
  });
});

describe.each([
  ["en", "add an example to my note", "add a definition of overfitting to my note", "overfitting"],
  ["zh", "给我的笔记加一个例子", "在我的笔记里加上过拟合的定义", "过拟合"],
] as const)("the offline workspace tutor, asked as people ask (%s)", (language, bare, define, term) => {
  it("takes the subject of “add an example to my note” from the selection, else the note's name; asks which when there is neither", () => {
    expect(tutor(context(language, bare)).toolCall).toEqual({ toolName: "search", input: { query: "loss" } });
    const selected = tutor(
      context(language, bare, { reference: language === "en" ? "**Gradient descent** lowers the loss." : "**梯度下降**让损失变小。" }),
    );
    expect(selected.toolCall).toEqual({ toolName: "search", input: { query: language === "en" ? "gradient descent" : "梯度下降" } });
    const noNote = context(language, bare);
    const system = noNote.prompt[0]!;
    const bareWorkspace = { ...workspace(language), files: workspace(language).files.filter((file) => !file.path.startsWith("notes/")) };
    noNote.prompt[0] = { ...system, content: renderBlock(BLOCK.workspaceContext, bareWorkspace) } as typeof system;
    const asked = tutor(noNote);
    expect(asked.toolCall).toBeUndefined();
    expect(asked.text).toMatch(language === "en" ? /Which subject should the example be about/ : /这个例子要关于什么/);
  });

  it("defines from the learner's document, never from a chapter's framing line that only quotes the name", () => {
    const framing =
      language === "en" ? "The goal: what you are trying to achieve when you use “Overfitting”." : "目标：使用「过拟合」时你想达到的效果。";
    const own =
      language === "en"
        ? "A model overfits when it fits the noise in the training data instead of the underlying pattern."
        : "过拟合是指模型在训练数据上表现好、在新数据上表现差的现象。";
    const reply = tutor(context(language, define, { found: [passage(framing), passage(own, own, null as unknown as string)] }));
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    expect(input(reply).text).toContain(`> ${own}`);
    expect(input(reply).text).not.toContain(framing);
    expect(reply.text).toContain(term === "overfitting" ? "overfitting" : "过拟合");
  });
});

describe("the offline workspace tutor quotes only what is about the topic", () => {
  it("a citation's file name is not the topic: '(chapters/02-01-ridge-regression.md:13) Choosing lambda: …' defines no ridge", () => {
    const cited = "(chapters/02-01-practice-ridge-regression.md:13) Choosing lambda: Lambda is usually chosen by k-fold cross-validation.";
    const reply = tutor(context("en", "add a definition of ridge to my note", { found: [passage(cited, cited, "ground-truth.md")] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).toMatch(/found nothing about/);
  });

  it("a sentence that only uses the word 'example' (例子) is no example of the topic", () => {
    const framing = "你说自己的起点是「我是零基础」，所以本章不预设任何前置知识：每个概念都先用一个简单的例子引出，再正式使用。";
    const snippet = `索引是一种帮助数据库快速查找数据的数据结构。${framing}`;
    const reply = tutor(context("zh", "在我的笔记里加一个索引的例子", { found: [passage(framing, snippet)] }));
    expect(reply.toolCall).toBeUndefined();
    expect(reply.text).not.toContain(framing);
    expect(reply.text).toMatch(/没有找到\*\*索引\*\*的例子/);
  });
});
