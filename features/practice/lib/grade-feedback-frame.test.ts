import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { gradeChoice, gradeCloze, keyPointGrader, type GradableQuestion } from "./grade-answer";

const [ENGLISH, CHINESE] = LOCALES;

/**
 * A graded answer's feedback is framed in the learner's UI language ("Correct.", "Not quite…",
 * "Missing: …"), while what it quotes — the answer, the key points — stays in the question's language:
 * an English course studied in a Chinese UI gets "正确。", a Chinese course in an English UI "Correct.".
 */
const englishShort: GradableQuestion = {
  kind: "short",
  language: ENGLISH,
  answer: "",
  accepted: [],
  options: null,
  keyPoints: ["Set the goal", "Start small"],
};
const chineseCloze: GradableQuestion = {
  kind: "cloze",
  language: CHINESE,
  answer: "梯度下降",
  accepted: [],
  options: null,
  keyPoints: [],
};
const englishChoice: GradableQuestion = {
  kind: "choice",
  language: ENGLISH,
  answer: "learning rate",
  accepted: [],
  options: [
    { text: "gradient", misconception: "Confuses “gradient” with “learning rate”." },
    { text: "learning rate", misconception: null },
  ],
  keyPoints: [],
};

describe("grade feedback follows the UI language, its quotes the question's", () => {
  it("an English question in a Chinese UI: the frame is Chinese, the key points and answer stay English", async () => {
    const framed = { ...englishShort, frame: CHINESE };
    const missing = await keyPointGrader.grade(framed, "I would set the goal first.");
    expect(missing.feedback).toMatch(/^部分正确：/);
    expect(missing.feedback).toContain("缺少：");
    expect(missing.feedback).toContain("Start small");
    expect(missing.feedback).not.toMatch(/Partly there|Missing:/);
    const right = await keyPointGrader.grade(framed, "Set the goal, then start small.");
    expect(right.feedback).toMatch(/^正确：/);
    expect(gradeChoice({ ...englishChoice, frame: CHINESE }, "learning rate").feedback).toBe("正确。");
    const wrong = gradeChoice({ ...englishChoice, frame: CHINESE }, "gradient").feedback;
    expect(wrong).toMatch(/^不对。正确答案是.learning rate.。/);
    // The misconception is the question's own words: quoted as written.
    expect(wrong).toContain("Confuses “gradient” with “learning rate”.");
  });

  it("a Chinese question in an English UI: the frame is English, the expected term stays Chinese", () => {
    const framed = { ...chineseCloze, frame: ENGLISH };
    expect(gradeCloze(framed, "梯度下降").feedback).toBe("Correct.");
    const wrong = gradeCloze(framed, "学习率").feedback;
    expect(wrong).toMatch(/^Not quite: the chapter's word here is .梯度下降.\.$/);
  });

  it("with no UI language given, the frame is the question's own", async () => {
    expect(gradeCloze(chineseCloze, "梯度下降").feedback).toBe("正确。");
    expect((await keyPointGrader.grade(englishShort, "")).feedback).toMatch(/^No answer given\./);
  });
});
