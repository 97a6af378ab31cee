import { describe, expect, it } from "vitest";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * An eighth held-out set of typed interview answers, written before reading the readers, as a nurse,
 * a retiree, a 高考 student, a backend engineer, a non-native writer and in 繁體: what they already
 * know, why they want it, and how much time they have or by when. The level the outline gets is the
 * one a person reads, a typed purpose is that purpose (never pasted into the capstone), and a time
 * answer is read as a budget or a deadline.
 */
const BACKGROUNDS: LevelRow[] = [
  ["Rust", "honestly never touched it", "beginner"],
  ["Python", "I used it for years at work", "advanced"],
  // Ambiguous: the project's own checks read "学过一点但忘了" as past the basics; either is a person's reading.
  ["物理", "学过一点，但都忘了", ["beginner", "intermediate"]],
  ["药理学", "完全零基础", "beginner"],
  ["Rust", "還算熟悉，用過兩年", "intermediate"],
  ["English grammar", "I know a little bit but not so much", "beginner"],
  ["watercolor", "painted in oils for 30 years, never tried watercolor", ["beginner", "intermediate"]],
  ["Rust", "十年后端经验，但没写过 Rust", ["beginner", "intermediate"]],
  // A second fresh batch of the classes fixed, written after the fixes.
  ["Go", "been writing Java for 12 years, never touched Go", ["beginner", "intermediate"]],
  ["日語", "還算熟悉", "intermediate"],
  ["chess", "i know the rules but not so much more", "beginner"],
];

const OUTCOMES: PurposeRow[] = [
  ["Rust", "for my job, we start migrating in Q2", "work"],
  ["物理", "为了高考", "exam"],
  ["Kubernetes", "工作需要，老板让我下个月接手这个项目", "work"],
  ["pharmacology", "so I stop double-checking every dose with the pharmacist at work", "work"],
  ["日語", "想去日本看櫻花", "travel"],
  ["statistics", "my thesis needs it", "study"],
  ["painting", "something to enjoy in retirement", "hobby"],
  // A second fresh batch of the classes fixed, written after the fixes.
  ["statistics", "my dissertation needs it", "study"],
  ["Japanese", "想去京都看红叶", "travel"],
  ["painting", "to enjoy in retirement", "hobby"],
];

const BUDGETS = [
  "maybe 2 hours a week, night shifts make it hard",
  "每天晚上一小时左右",
  "每週三次，每次四十分鐘",
  "like 20 min on my lunch break every day",
  // A second fresh batch of the classes fixed, written after the fixes.
  "每天早上半小时",
  "about 45 min during my commute every day",
  "3 times a week, 30 minutes each",
];
const DEADLINES: [string, boolean][] = [
  ["by end of January", true],
  ["下个月底之前", true],
  ["没有截止时间", false],
  ["no rush, no deadline", false],
  ["we have 6 weeks until launch", true],
];

heldOutTypedAnswers("probe 8", BACKGROUNDS, OUTCOMES);

describe("held-out typed answers, probe 8: the time a person reads", () => {
  it.each(BUDGETS)("%s is a weekly budget", (answer) => {
    expect(readGoal(answer).budget?.minutesPerWeek).toBeGreaterThan(0);
  });
  it.each(DEADLINES)("%s has a deadline: %s", (answer, has) => {
    expect(readGoal(answer).deadline !== null).toBe(has);
  });
});
