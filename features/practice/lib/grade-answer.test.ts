import { describe, expect, it } from "vitest";
import { expectedAnswer, gradeAnswer, gradeChoice, gradeCloze, keyPointGrader, type GradableQuestion } from "./grade-answer";

const cloze: GradableQuestion = {
  kind: "cloze",
  language: "en",
  answer: "Gradient descent",
  accepted: ["steepest descent"],
  options: null,
  keyPoints: [],
};

const choice: GradableQuestion = {
  kind: "choice",
  language: "en",
  answer: "learning rate",
  accepted: [],
  options: [
    {
      text: "gradient",
      misconception: "Confuses “gradient” with “learning rate”: the chapter describes “gradient” as “the slope” (chapters/01-01-x.md:4-4).",
    },
    { text: "learning rate", misconception: null },
    { text: "loss", misconception: "Confuses “loss” with “learning rate”." },
  ],
  keyPoints: [],
};

const short: GradableQuestion = {
  kind: "short",
  language: "en",
  answer: "Set the goal; Start small; Check against the goal",
  accepted: [],
  options: null,
  keyPoints: ["Set the goal", "Start small", "Check against the goal"],
};

describe("cloze", () => {
  it.each([
    "  GRADIENT descent ",
    "gradient descent",
    "Gradient-descent!",
    "“gradient   descent”",
    "ＧＲＡＤＩＥＮＴ　ＤＥＳＣＥＮＴ", // full width
    "Steepest descent", // an accepted variant
  ])("%j is correct", (answer) => {
    expect(gradeCloze(cloze, answer)).toMatchObject({ correct: true, score: 1 });
  });

  it.each(["gradient", "descent gradient", "stochastic gradient descent", ""])(
    "%j is not, and the feedback names the chapter's word",
    (answer) => {
      const grade = gradeCloze(cloze, answer);
      expect(grade).toMatchObject({ correct: false, score: 0 });
      expect(grade.feedback).toContain("“Gradient descent”");
    },
  );

  it("keeps + and #: C++ is not C", () => {
    const cpp = { ...cloze, answer: "C++", accepted: [] };
    expect(gradeCloze(cpp, "c++").correct).toBe(true);
    expect(gradeCloze(cpp, "C").correct).toBe(false);
    expect(gradeCloze({ ...cpp, answer: "C#" }, "C").correct).toBe(false);
  });

  it("Chinese: width and spacing do not count", () => {
    const zh = { ...cloze, language: "zh" as const, answer: "梯度下降", accepted: [] };
    expect(gradeCloze(zh, " 梯度 下降。").correct).toBe(true);
    expect(gradeCloze(zh, "「梯度下降」").correct).toBe(true);
    const wrong = gradeCloze(zh, "学习率");
    expect(wrong.correct).toBe(false);
    expect(wrong.feedback).toContain("梯度下降");
  });

  it("Chinese feedback quotes the chapter's word with 「」 (quotes inside it become 『』), English with “”", () => {
    const zh = { ...cloze, language: "zh" as const, answer: "“梯度”下降", accepted: [] };
    expect(gradeCloze(zh, "学习率").feedback).toBe("不对：本章这里用的词是「『梯度』下降」。");
    expect(gradeCloze(cloze, "slope").feedback).toBe("Not quite: the chapter's word here is “Gradient descent”.");
  });
});

describe("choice", () => {
  it("the right option by its text or its letter", () => {
    expect(gradeChoice(choice, "Learning Rate").correct).toBe(true);
    expect(gradeChoice(choice, "b").correct).toBe(true);
    expect(gradeChoice(choice, "Ｂ").correct).toBe(true);
  });

  it("a wrong option names the misconception it reveals", () => {
    const grade = gradeChoice(choice, "A");
    expect(grade).toMatchObject({ correct: false, score: 0, misconception: choice.options![0]!.misconception });
    expect(grade.feedback).toContain("The answer is “learning rate”");
    expect(grade.feedback).toContain("Confuses “gradient” with “learning rate”");
  });

  it("a Chinese wrong option names the answer in 「」", () => {
    const zh: GradableQuestion = {
      ...choice,
      language: "zh",
      answer: "学习率",
      options: [
        { text: "梯度", misconception: "把梯度和学习率混为一谈。" },
        { text: "学习率", misconception: null },
      ],
    };
    expect(gradeChoice(zh, "A").feedback).toBe("不对。正确答案是「学习率」。把梯度和学习率混为一谈。");
    expect(gradeChoice(zh, "动量").feedback).toBe("这不是选项之一。正确答案是「学习率」。");
  });

  it("no answer ('I don't know', sent empty) says no answer was given and the answer, not that it is no option or 'not quite'", () => {
    for (const blank of ["", "   "]) {
      expect(gradeChoice(choice, blank)).toMatchObject({ correct: false, misconception: null });
      expect(gradeChoice(choice, blank).feedback).toBe("No answer given. The answer is “learning rate”.");
    }
    const zh: GradableQuestion = { ...choice, language: "zh", answer: "学习率", options: [{ text: "学习率", misconception: null }] };
    expect(gradeChoice(zh, "").feedback).toBe("没有作答。正确答案是「学习率」。");
    expect(gradeCloze(cloze, " ").feedback).toBe("No answer given. The answer is “Gradient descent”.");
    expect(gradeCloze({ ...cloze, language: "zh", answer: "梯度下降" }, "").feedback).toBe("没有作答。正确答案是「梯度下降」。");
  });

  it("an answer that is no option is wrong, without a misconception", () => {
    expect(gradeChoice(choice, "momentum")).toMatchObject({ correct: false, misconception: null });
    expect(gradeChoice(choice, "z").correct).toBe(false);
  });
});

describe("short answers, offline (key points)", () => {
  it("an unrelated answer is not correct and names every missing key point", async () => {
    const grade = await keyPointGrader.grade(short, "I like turtles and the sea.");
    expect(grade).toMatchObject({ correct: false, score: 0, missingPoints: short.keyPoints });
    expect(grade.feedback).toMatch(/none of the key points/);
    for (const point of short.keyPoints) expect(grade.feedback).toContain(`“${point}”`);
  });

  it("an empty answer is not correct either", async () => {
    const grade = await keyPointGrader.grade(short, "   ");
    expect(grade).toMatchObject({ correct: false, score: 0, missingPoints: short.keyPoints });
  });

  it("a partial answer scores its share and names only what is missing", async () => {
    const grade = await keyPointGrader.grade(short, "You set a goal first, then you start with something small.");
    expect(grade.correct).toBe(false);
    expect(grade.score).toBeCloseTo(2 / 3);
    expect(grade.missingPoints).toEqual(["Check against the goal"]);
    expect(grade.feedback).toContain("2 of 3");
  });

  it("all key points made: one is 'the key point', two are 'both', more are 'all N' (never 'all 1 key point')", async () => {
    const withPoints = (keyPoints: string[]): GradableQuestion => ({ ...short, keyPoints });
    const feedback = async (keyPoints: string[]) => (await keyPointGrader.grade(withPoints(keyPoints), keyPoints.join(". "))).feedback;
    expect(await feedback(["Set the goal"])).toBe("Correct: your answer makes the key point.");
    expect(await feedback(["Set the goal", "Start small"])).toBe("Correct: your answer makes both key points.");
    expect(await feedback(short.keyPoints as string[])).toBe("Correct: your answer makes all 3 key points.");
    const zh = { ...withPoints(["设定目标"]), language: "zh" as const };
    expect((await keyPointGrader.grade(zh, "设定目标")).feedback).toBe("正确：你的回答包含了这个要点。");
  });

  it("an answer in other words that makes every point is correct", async () => {
    const grade = await gradeAnswer(short, "Setting goals, starting small, and checking the result against your goal.");
    expect(grade).toMatchObject({ correct: true, score: 1, missingPoints: [] });
  });

  it("Chinese key points are matched by their characters", async () => {
    const zh: GradableQuestion = { ...short, language: "zh", keyPoints: ["先定目标", "从小处着手"] };
    expect((await keyPointGrader.grade(zh, "首先定下目标，然后从小的地方着手。")).correct).toBe(true);
    const wrong = await keyPointGrader.grade(zh, "多看书。");
    expect(wrong).toMatchObject({ correct: false, missingPoints: ["先定目标", "从小处着手"] });
    expect(wrong.feedback).toContain("缺少：「先定目标」、「从小处着手」。");
    expect(wrong.feedback).not.toMatch(/[“”]/);
  });
});

describe("the right answer in words", () => {
  it("lists phrases with the language's separator, and whole sentences one after the other (no “。、”)", () => {
    expect(expectedAnswer(short)).toBe("Set the goal, Start small, Check against the goal");
    const sentences = { ...short, keyPoints: ["Start small.", "Check against the goal."] };
    expect(expectedAnswer(sentences)).toBe("Start small. Check against the goal.");
    const zh = { ...short, language: "zh" as const, keyPoints: ["从小处着手。", "对照目标检查。", "记下学到的"] };
    expect(expectedAnswer(zh)).toBe("从小处着手。对照目标检查。记下学到的");
    expect(expectedAnswer({ ...zh, keyPoints: ["设定目标", "从小处着手"] })).toBe("设定目标、从小处着手");
  });
});
