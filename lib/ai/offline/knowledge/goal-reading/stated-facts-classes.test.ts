import { describe, expect, it } from "vitest";
import { readGoal } from "./read-goal";

/**
 * Classes of goal wording the ninth held-out probe found misread, each in English and Chinese:
 * the time left said after it, a date by day, a budget spent each morning or at weekends, a child's
 * school as the family's purpose, what a thesis or a named exam is for, retirement as a hobby, a
 * self-introduction or a "can't" clause naming no subject, and what trails a subject without being it.
 */
describe("time a goal states", () => {
  it.each([
    ["three weeks to go before the boards", true],
    ["only 10 days left", true],
    ["interview's on Oct 3rd", true],
    ["面试在三月中旬", true],
    ["考试是6月20号", true],
    ["no rush at all", false],
  ])("%s has a deadline: %s", (goal, has) => {
    expect(readGoal(goal).deadline !== null).toBe(has);
  });

  it.each([
    ["15 minutes each morning before work", 105],
    ["weekends only, about 3 hours", 180],
    ["30 mins every weekday", 150],
    ["每天背二十分钟单词", 140],
    ["每周末练两个钟头", 120],
  ])("%s is %i minutes a week", (goal, minutes) => {
    expect(readGoal(goal).budget?.minutesPerWeek).toBe(minutes);
  });
});

describe("why a goal says it is learnt", () => {
  it.each([
    ["my son is doing long division at school and I want to keep up with him", "family"],
    ["need regression models for my dissertation chapter", "study"],
    ["Passing CKAD before summer", "exam"],
    ["the bar exam is in July, need contracts law", "exam"],
    ["I just retired and want to learn birdwatching", "hobby"],
    ["want Excel macros for automating my weekly reports", "work"],
    ["退休以后想学书法", "hobby"],
    ["明年去英国读硕士，想提高英语", "study"],
    ["想学Java当后端工程师", "work"],
    ["想用Python搞办公自动化", "work"],
  ])("%s → %s", (goal, purpose) => {
    expect(readGoal(goal).purpose?.kind).toBe(purpose);
  });
});

describe("the subject a goal names, without what surrounds it", () => {
  it.each([
    ["Accountant here. Want SQL for querying our ledgers.", /^SQL$/],
    ["I sing in a choir but can't read music. want sight-reading", /^sight-reading$/i],
    ["Teach me just enough Spanish to order food", /^Spanish$/],
    ["understand pharmacokinetics beyond the basics", /^pharmacokinetics$/i],
    ["Kotlin for someone who knows Java", /^Kotlin$/],
    ["how do batteries really work?", /^batteries$/i],
    ["statistics, especially regression", /^statistics$/i],
    ["Go for building command-line tools", /^Go$/],
    ["I need the periodic table down pat by Friday", /^periodic table$/i],
    ["想补补微积分", /^微积分$/],
    ["工作中会用到Power BI，想系统学", /^Power BI$/],
    ["想学C语言做单片机开发", /^C语言$/],
  ])("%s", (goal, subject) => {
    expect(readGoal(goal).subject).toMatch(subject);
  });
});

describe("the level a goal states", () => {
  it.each([
    ["never cooked anything, want to learn knife skills", "beginner"],
    ["watched a few youtube tutorials", "beginner"],
    ["现在只会简单的加减法", "beginner"],
    ["只懂一点点", "beginner"],
  ])("%s → %s", (goal, level) => {
    expect(readGoal(goal).level?.level).toBe(level);
  });
});
