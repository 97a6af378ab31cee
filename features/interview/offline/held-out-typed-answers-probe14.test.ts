import { describe, expect, it } from "vitest";
import { readGoal } from "@/lib/ai/offline/knowledge/goal-reading";
import { heldOutTypedAnswers, type LevelRow, type PurposeRow } from "@/tests/support/held-out/typed-answers";
/**
 * A fourteenth held-out set of typed interview answers, written before reading the readers, as a
 * nursing student before her boards, a grandmother, a high-school senior, a soldier leaving the army,
 * a Shenzhen taxi driver, a rural e-commerce starter, a nurse in residency training (规培), a Korean
 * student writing English, a recovering addict in an HVAC apprenticeship and a 70-year-old, in 简体,
 * 繁體, Singlish and all caps: what they already know, why they want it, and how much time they have
 * or by when. 14 of 27 misread before the fixes of this probe (the people a purpose serves, a boss said
 * with any verb, an exam passed by its name, a college application, "can X a little and that's about it",
 * 一点点, time said as "5 hrs/wk" or "三个晚上，每次一小时", a bare calendar date), 0 after. A second batch of
 * the same classes, written after those fixes: 1 of 11 misread ("每天接完孩子以后四十分钟": a routine of four
 * characters before 以后), 0 after.
 */
const BACKGROUNDS: LevelRow[] = [
  ["Excel", "used it every day in the army for logistics, 10 yrs", ["intermediate", "advanced"]],
  ["粤语", "听得懂一点点，不会讲", "beginner"],
  ["直播带货", "完全没碰过", "beginner"],
  ["piano", "NEVER TOUCHED ONE IN MY LIFE", "beginner"],
  ["English writing", "I study english 10 years in korea school, toefl 80 now", "intermediate"],
  ["video calling", "grandma here, i can text a little and thats about it", "beginner"],
  ["Swift", "made a couple apps in python for class, never swift", "beginner"],
  ["急救", "学校学过，临床上用过几次", ["beginner", "intermediate"]],
  ["project management", "ran a 40-person platoon for 4 yrs and planned all our ops", ["intermediate", "advanced"]],
  // A second batch of the same classes, written after the first batch's fixes.
  ["Spanish", "i can read a menu and that's it", "beginner"],
  ["韓語", "會一點點，看劇學的", "beginner"],
];

const OUTCOMES: PurposeRow[] = [
  ["QuickBooks", "so my boss stops yelling at me about the invoices", "work"],
  ["video calling", "to see my grandbabies faces on sundays 🥰", "family"],
  ["粤语", "拉香港客人方便点", "work"],
  ["black holes", "no reason, just curious tbh", "hobby"],
  ["English writing", "for get high score of toefl", "exam"],
  ["直播带货", "帮村里把苹果卖出去", "work"],
  ["refrigeration cycle", "so i can pass my EPA 608", "exam"],
  ["Swift", "to put on my college application", "study"],
  ["French", "so i can explain things to my customers", "work"],
  ["Excel", "my supervisor keep asking me for pivot tables", "work"],
  ["英语", "看懂美剧不用字幕", "hobby"],
  ["粤语", "给乘客指路", "work"],
];

const BUDGETS = [
  "like 20 min on my lunch break mon-fri",
  "每天收车以后一个钟头",
  "TWO HOURS ON SATURDAYS",
  "一個禮拜三個晚上，每次一小時",
  "around 5 hrs/wk",
  "3 hrs/wk max",
  "每周两个晚上，每次四十分钟",
  "每天接完孩子以后四十分钟",
];
const DEADLINES: [string, boolean][] = [
  ["boards are april 14", true],
  ["college apps due nov 1", true],
  ["whenever, im retired 😂", false],
  ["退伍前要拿到证，还有八个月", true],
  ["不急，慢慢来", false],
  ["interview is june 3", true],
  ["thesis due 15 march", true],
];

heldOutTypedAnswers("probe 14", BACKGROUNDS, OUTCOMES);

describe("held-out typed answers, probe 14: the time a person reads", () => {
  it.each(BUDGETS)("%s is a weekly budget", (answer) => {
    expect(readGoal(answer).budget?.minutesPerWeek).toBeGreaterThan(0);
  });
  it.each(DEADLINES)("%s has a deadline: %s", (answer, has) => {
    expect(readGoal(answer).deadline !== null).toBe(has);
  });
});
