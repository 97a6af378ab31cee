import { describe, expect, it } from "vitest";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * A ninth held-out set of typed interview answers, written before reading the readers, as a
 * firefighter, a parent learning beside a child, a guitarist, a lawyer, a retiree and a learner who
 * types briefly, in 简体, 繁體 and 中英混写: what they already know, why they want it, and how much
 * time they have or by when.
 */
const BACKGROUNDS: LevelRow[] = [
  ["guitar", "I can play open chords but barre chords kill me", ["beginner", "intermediate"]],
  ["music theory", "never touched it", "beginner"],
  ["SQL", "used it daily at my last job for like 5 years", "advanced"],
  ["investing", "idk honestly, some youtube videos", "beginner"],
  ["Python", "I know the basics", "intermediate"],
  ["日语", "完全没学过", "beginner"],
  ["线性代数", "大学学过，但忘得差不多了", ["beginner", "intermediate"]],
  ["Excel", "工作中天天用，算熟练吧", ["intermediate", "advanced"]],
  ["吉他", "只懂一點點皮毛", "beginner"],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["piano", "only watched some youtube videos", "beginner"],
  ["日语", "只会五十音", "beginner"],
];

const OUTCOMES: PurposeRow[] = [
  ["fractions", "mostly so i can help my kid with homework", "family"],
  ["fire science", "promotion exam in the spring", "exam"],
  ["photography", "for fun 😄", "hobby"],
  ["PMP", "主要是为了考证", "exam"],
  ["奥数", "陪孩子一起学", "family"],
  ["中医", "纯属兴趣", "hobby"],
  ["algorithms", "为了job interview", "work"],
];

const BUDGETS = [
  "maybe 20 mins on the train each morning",
  "weekends only, couple hours",
  "每天晚上一个小时左右",
  "每週末練兩個鐘頭",
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  "20 minutes each evening",
  "weekends, maybe 4 hours",
  "每周末练三个小时",
];
const DEADLINES: [string, boolean][] = [
  ["the exam's on March 14", true],
  ["考试在十二月初", true],
  ["不急，没有期限", false],
  ["whenever, no deadline really", false],
  // A second fresh batch of the classes fixed, written after the fixes (see the commit for the count).
  ["3 weeks left", true],
  ["interview is on May 2nd", true],
  ["考试在五月中旬", true],
];

heldOutTypedAnswers("probe 9", BACKGROUNDS, OUTCOMES);

describe("held-out typed answers, probe 9: the time a person reads", () => {
  it.each(BUDGETS)("%s is a weekly budget", (answer) => {
    expect(readGoal(answer).budget?.minutesPerWeek).toBeGreaterThan(0);
  });
  it.each(DEADLINES)("%s has a deadline: %s", (answer, has) => {
    expect(readGoal(answer).deadline !== null).toBe(has);
  });
});
