import { describe, expect, it } from "vitest";
import { CLAIM, hasHan, itRefusesEachOffline, type CannotRow } from "@/tests/support/workspace/held-out-reply-rows";
import { groundedPassage, searchGrounding, tutorTurn } from "@/tests/support/workspace/offline-tutor-kit";
import { createWorkspaceTutor } from "./workspace-tutor";

/**
 * What the learner notices of the second held-out set: the reply's language is theirs, what the
 * offline tutor cannot do gets a plain refusal and no proposal, a dictated line becomes that line,
 * a formula is quoted from the course or not given, every quote is a line that exists, and nothing
 * is claimed that no tool call did.
 */
const tutor = createWorkspaceTutor(searchGrounding);

const CANNOT: CannotRow[] = [
  ["translate this whole chapter into french", "## Loss\nThe loss measures error."],
  ["write a python script that trains the model", undefined],
  ["search the web for the latest papers on transformers", undefined],
  ["make it funnier", "The loss measures error."],
  ["rewrite this paragraph in a more casual tone", "The loss measures error."],
  ["把整章翻译成英文", "## 损失\n损失衡量误差。"],
  ["帮我写一段能跑的 Python 代码", undefined],
  ["上网搜一下最新的论文", undefined],
  ["让它更有趣一点", "损失衡量误差。"],
  ["帮我运行这段代码", "print(1)"],
];

describe("the offline workspace tutor on the second held-out set", () => {
  itRefusesEachOffline(CANNOT);

  it.each([
    ["line 3 is wrong, it should say the gradient points uphill", "- the gradient points uphill", /would read/],
    ["把第三行改成：梯度指向上升方向", "- 梯度指向上升方向", /将改为/],
  ] as const)("proposes the dictated line for %s, keeping its list mark, in the selected note", (text, line, said) => {
    const reply = tutor(tutorTurn("en", text, { lines: "- the gradient points downhill\n- steps are small" }));
    expect(reply.toolCall).toEqual({
      toolName: "replaceLines",
      input: { path: "notes/loss.md", baseVersion: 3, start: 3, end: 3, text: line },
    });
    expect(reply.text).toMatch(said);
    const chapter = tutor(tutorTurn("en", text, { lines: "- the gradient points downhill", path: "chapters/01-01-loss.md" }));
    expect(chapter.toolCall).toBeUndefined();
    expect(chapter.text).toMatch(/read-only|只读/);
    const unknown = tutor(tutorTurn("en", text));
    expect(unknown.toolCall).toBeUndefined();
    expect(unknown.text).toMatch(/Which file|哪个文件/);
  });

  it.each([
    ["put the formula for mean squared error in my note", "Mean squared error is MSE = (1/n) Σ (y − ŷ)².", /found no formula/],
    ["把均方误差的公式写进笔记", "均方误差的公式是 MSE = (1/n) Σ (y − ŷ)²。", /没有找到\*\*均方误差\*\*的公式/],
  ] as const)("quotes the course's formula for %s, or says there is none", (text, formula, none) => {
    const language = hasHan(text) ? "zh" : "en";
    const reply = tutor(tutorTurn(language, text, { found: [groundedPassage(formula, `Intro. ${formula}`)] }));
    expect(reply.toolCall?.toolName).toBe("replaceLines");
    expect(String((reply.toolCall?.input as { text: string }).text)).toContain(`> ${formula}`);
    const prose = language === "en" ? "Mean squared error averages squared differences." : "均方误差对差的平方取平均。";
    const without = tutor(tutorTurn(language, text, { found: [groundedPassage(prose)] }));
    expect(without.toolCall).toBeUndefined();
    expect(without.text).toMatch(none);
  });

  it.each(["what does this mean", "ELI5 pls", "i don't get these lines", "这几行啥意思", "没看懂这段", "通俗地讲讲这几行"])(
    "explains selected lines for %s quoting only lines that exist, in the learner's language",
    (text) => {
      const lines = hasHan(text)
        ? "每一步都在减小**损失**。\n学习率决定步长。"
        : "We minimise the **loss** each step.\nThe learning rate sets the step.";
      const sentence = hasHan(text) ? "损失是衡量模型错得有多离谱的一个数。" : "The loss is a number that says how wrong the model is.";
      const found = [groundedPassage(sentence, `Intro. ${sentence}`)];
      const reply = tutor(tutorTurn("en", text, { lines, found }));
      expect(reply.toolCall).toBeUndefined();
      expect(hasHan(reply.text)).toBe(hasHan(text));
      const material = [lines.replace(/\*\*/g, ""), ...found.map((entry) => entry.snippet)].join("\n");
      const quotes = [...(reply.text ?? "").matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
      expect(quotes.length).toBeGreaterThan(1);
      for (const quote of quotes) expect(material).toContain(quote);
    },
  );

  it.each([
    "could you maybe add an example of backpropagation to my notes?",
    "麻烦帮我在笔记里加一个反向传播的例子",
    "test me",
    "考我一下",
    "fix line 5 it's wrong",
    "帮我修一下第五行",
  ])("claims nothing it did not do for %s when the course has nothing on it", (text) => {
    const reply = tutor(tutorTurn("en", text, { found: [] }));
    if (!reply.toolCall) expect(reply.text).not.toMatch(CLAIM);
    expect(hasHan(reply.text)).toBe(hasHan(text));
  });
});
