import { describe, expect, it } from "vitest";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * An eleventh held-out set of typed interview answers, written before reading the readers, as a
 * plumber's apprentice, a choir singer, a pharmacist, a sheep farmer, a retired engineer learning
 * Mandarin, a 高三 student and a Hong Kong office worker, in 简体, 繁體, 粵語 and 中英混写, dictated
 * with no punctuation, with typos, emoji and British spelling: what they already know, why they
 * want it, and how much time they have or by when. 11 of 34 misread before the fixes of this probe,
 * 1 after: pharmacokinetics / "I've been a hospital pharmacist for 12 years and do dosing calculations
 * daily" (years in a profession whose daily work is the subject read as a neighbouring skill's), and from
 * the second batch 會計 / "返工做咗八年，日日都用" (years at work in their own clause read as another
 * skill's), both mended by probe 12 (a small lexicon of the fields professions work in, and work itself
 * read as where the subject was used) and checked at the end of the backgrounds.
 */
const BACKGROUNDS: LevelRow[] = [
  ["plumbing", "im an apprentice so ive done copper pipe and soldering but not much on heating yet", ["beginner", "intermediate"]],
  ["sight-reading", "never read a note in my life, i learn everything by ear", "beginner"],
  ["soil science", "nothing formal, just what my dad taught me on the farm", "beginner"],
  ["Mandarin", "I can say ni hao and xie xie and that's about it", "beginner"],
  ["Excel", "use it every day, vlookups, pivot tables, the lot", ["intermediate", "advanced"]],
  ["music theory", "did grade 5 theory as a kid but have forgotten most of it", ["beginner", "intermediate"]],
  ["statistics", "complete beginner tbh 😅", "beginner"],
  ["电磁感应", "课本上的公式都背过，但是一做题就错", ["beginner", "intermediate"]],
  ["药代动力学", "大学学过，工作八年了天天用", ["intermediate", "advanced"]],
  ["普通話", "識聽少少，唔識講", "beginner"],
  ["Power BI", "完全没用过，Excel还可以", "beginner"],
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  ["Japanese", "I can say konnichiwa and arigato, that's all", "beginner"],
  // Mended by probe 12.
  ["pharmacokinetics", "I've been a hospital pharmacist for 12 years and do dosing calculations daily", ["intermediate", "advanced"]],
  ["會計", "返工做咗八年，日日都用", "advanced"],
];

const OUTCOMES: PurposeRow[] = [
  ["hot water cylinders", "to pass my level 3 NVQ", "exam"],
  ["Mandarin", "so i can chat with my grandkids in beijing", "family"],
  ["music theory", "just for fun really, I love singing", "hobby"],
  ["Spanish", "for talking to patients at the clinic", "work"],
  ["colour theory", "to paint the landscapes on our holiday in Tuscany", "travel"],
  ["电磁感应", "高考物理想多拿点分", "exam"],
  ["果树修剪", "自家果园用", "work"],
  ["普通話", "返工要同大陸客戶開會", "work"],
  ["machine learning", "毕业设计要用", "study"],
  ["视唱练耳", "纯属爱好", "hobby"],
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  ["guitar", "just for fun really", "hobby"],
];

const BUDGETS = [
  "about 2 hrs a week max",
  "half an hour on my lunch break",
  "maybe 45 mins three evenings a week",
  "每天晚上九点以后一个小时",
  "逢星期六朝早兩個鐘",
  "weekends only, like 3 hours each day",
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  "45 minutes on my commute",
  "每个星期日下午两个钟",
];
const DEADLINES: [string, boolean][] = [
  ["exam's on the 14th of March", true],
  ["before lambing season starts in spring", true],
  ["高考还有两百天", true],
  ["唔趕，慢慢嚟", false],
  ["no deadline, it's just for me", false],
  ["月底之前要交论文", true],
  // A second fresh batch of the classes fixed, written after the fixes (6 of 26 misread before they were mended, 1 after: see the commit).
  ["due in April", true],
  ["开学前要学完", true],
];

heldOutTypedAnswers("probe 11", BACKGROUNDS, OUTCOMES);

describe("held-out typed answers, probe 11: the time a person reads", () => {
  it.each(BUDGETS)("%s is a weekly budget", (answer) => {
    expect(readGoal(answer).budget?.minutesPerWeek).toBeGreaterThan(0);
  });
  it.each(DEADLINES)("%s has a deadline: %s", (answer, has) => {
    expect(readGoal(answer).deadline !== null).toBe(has);
  });
});
