import { describe, expect, it } from "vitest";
import { itOutlinesEachTypedAnswer, outlineFor, type TypedAnswerRow as Row } from "@/tests/support/interview/typed-answer-rows";

/**
 * Held-out typed interview answers: what a learner types into the background
 * and outcome boxes, as they type it. The level the outline gets follows what
 * they said (a beginner stays a beginner, "I've used it for years" is advanced),
 * and their sentence is never pasted into a title with its punctuation doubled
 * or its purpose ("for my job") turned into a capstone called "Job".
 */
const ROWS: Row[] = [
  { lang: "en", topic: "Python", background: "never written a line of code", difficulty: "beginner" },
  { lang: "en", topic: "piano", background: "none", difficulty: "beginner" },
  { lang: "en", topic: "chess", background: "nope, total noob", difficulty: "beginner" },
  { lang: "en", topic: "Python", background: "i know a bit", difficulty: "intermediate" },
  { lang: "en", topic: "SQL", background: "I've used it for years", difficulty: "advanced" },
  { lang: "en", topic: "SQL", background: "used it every day at my last job for like 5 years", difficulty: "advanced" },
  { lang: "en", topic: "Rust", background: "rusty, did some in college", difficulty: "intermediate" },
  { lang: "en", topic: "Go", background: "java dev for 8 years but brand new to go", difficulty: "beginner" },
  { lang: "en", topic: "Excel", background: "basic formulas only", difficulty: "intermediate" },
  { lang: "en", topic: "React", background: "I build React apps at work daily", difficulty: "advanced" },
  { lang: "en", topic: "Kubernetes", background: "complete beginner", targetOutcome: "for my job", difficulty: "beginner" },
  {
    lang: "en",
    topic: "i want to learn baking",
    background: "just a beginner..",
    targetOutcome: "bake bread for my family!!",
    difficulty: "beginner",
  },
  { lang: "zh", topic: "吉他", background: "完全小白", difficulty: "beginner" },
  { lang: "zh", topic: "钢琴", background: "没有", difficulty: "beginner" },
  { lang: "zh", topic: "摄影", background: "零基础。。", targetOutcome: "拍好照片。。", difficulty: "beginner" },
  { lang: "zh", topic: "日语", background: "学过一点但忘了", difficulty: "intermediate" },
  { lang: "zh", topic: "线性代数", background: "大学学过，但是忘得差不多了", difficulty: "intermediate" },
  { lang: "zh", topic: "Go", background: "有一点基础", difficulty: "intermediate" },
  { lang: "zh", topic: "SQL", background: "会写简单的查询", difficulty: "intermediate" },
  { lang: "zh", topic: "Python", background: "工作中天天用", difficulty: "advanced" },
  { lang: "zh", topic: "Kubernetes", background: "用了好几年了", difficulty: "advanced" },
  { lang: "zh", topic: "Python", background: "零基础", targetOutcome: "为了工作", difficulty: "beginner" },
  { lang: "zh", topic: "我想学数据分析", background: "完全不会", targetOutcome: "找工作。。。", difficulty: "beginner" },
];

describe("typed interview answers set the level and stay out of titles", () => {
  it("holds about 20 answers in both languages", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
    expect(ROWS.filter((row) => row.lang === "zh").length).toBeGreaterThanOrEqual(10);
  });

  itOutlinesEachTypedAnswer(ROWS);
});

/** Classes found while fixing the rows above: answers that say "not much" or nothing at all. */
describe("answers that say little or nothing", () => {
  it.each([
    { lang: "en", topic: "Python", background: "not much", difficulty: "beginner" },
    { lang: "en", topic: "Rust", background: "none really, I do JS", difficulty: "beginner" },
    { lang: "zh", topic: "Python", background: "不太熟", difficulty: "beginner" },
    { lang: "zh", topic: "Python", background: "无", difficulty: "beginner" },
  ] satisfies Row[])("$background sets $difficulty", (row) => {
    expect(outlineFor(row).difficulty).toBe(row.difficulty);
  });

  it.each([
    { lang: "en", topic: "Python", targetOutcome: "idk", difficulty: "beginner" },
    { lang: "en", topic: "Python", targetOutcome: "not sure", difficulty: "beginner" },
    { lang: "zh", topic: "Python", targetOutcome: "不知道", difficulty: "beginner" },
    { lang: "zh", topic: "Python", targetOutcome: "没什么特别的目标", difficulty: "beginner" },
  ] satisfies Row[])("an outcome of $targetOutcome is no capstone and no stated outcome", (row) => {
    const outline = outlineFor(row);
    const capstone = outline.modules.at(-1)?.title ?? "";
    expect(capstone.toLowerCase()).not.toContain(row.targetOutcome!.toLowerCase());
    expect(outline.description.toLowerCase()).not.toContain(row.targetOutcome!.toLowerCase());
    expect(outline.designRationale.toLowerCase()).not.toContain(row.targetOutcome!.toLowerCase());
  });

  it.each([
    { lang: "en", topic: "Python", targetOutcome: "promotion", difficulty: "beginner" },
    { lang: "en", topic: "Excel", targetOutcome: "work stuff", difficulty: "beginner" },
    { lang: "en", topic: "Spanish", targetOutcome: "travel", difficulty: "beginner" },
    { lang: "en", topic: "Python", targetOutcome: "school", difficulty: "beginner" },
    { lang: "zh", topic: "Python", targetOutcome: "升职加薪", difficulty: "beginner" },
    { lang: "zh", topic: "Python", targetOutcome: "工作", difficulty: "beginner" },
    { lang: "zh", topic: "吉他", targetOutcome: "兴趣爱好", difficulty: "beginner" },
    { lang: "zh", topic: "Python", targetOutcome: "考试", difficulty: "beginner" },
  ] satisfies Row[])("a purpose word typed as the outcome ($targetOutcome) is a purpose capstone about $topic", (row) => {
    const capstone = outlineFor(row).modules.at(-1)?.title ?? "";
    expect(capstone).toContain(row.topic);
    expect(capstone.toLowerCase()).not.toMatch(new RegExp(`[:：]\\s*${row.targetOutcome}$`, "iu"));
  });

  it("reads 工作用 as a purpose: the capstone uses the subject at work", () => {
    const capstone = outlineFor({ lang: "zh", topic: "Excel", targetOutcome: "工作用", difficulty: "beginner" }).modules.at(-1)?.title;
    expect(capstone).not.toMatch(/工作用$/u);
    expect(capstone).toContain("Excel");
  });
});
