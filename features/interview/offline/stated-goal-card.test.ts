import { describe, expect, it } from "vitest";
import { cardPurpose, statedGoal } from "./stated-goal-card";

describe("statedGoal: the aim the learner stated with their goal, as a card in their words", () => {
  it.each([
    ["零基础学Python，想做数据分析，每天一小时", "做数据分析", null],
    ["我想学Excel，用来做财务报表", "做财务报表", null],
    ["学吉他，想能弹唱周杰伦的歌", "弹唱周杰伦的歌", null],
    ["学英语，为了出国留学", "出国留学", "travel"],
    ["learn Python so I can automate my Excel reports", "Automate my Excel reports", "work"],
    ["I want to learn SQL to build dashboards for my team", "Build dashboards for my team", "work"],
    ["I want to learn Spanish for my trip to Mexico", "Spanish for my trip to Mexico", "travel"],
    ["I want to learn statistics for my thesis", "Statistics for my thesis", "study"],
  ])("%s → %s", (goal, card, kind) => {
    expect(statedGoal(goal)).toMatchObject({ card, kind });
  });

  it("tells an end point the learner named from a reason they gave", () => {
    expect(statedGoal("零基础学Python，想做数据分析")?.outcome).toBe(true);
    expect(statedGoal("I want to learn SQL to build dashboards for my team")?.outcome).toBe(true);
    expect(statedGoal("Kubernetes for my job")?.outcome).toBe(false);
    expect(statedGoal("学英语，为了出国留学")?.outcome).toBe(false);
  });

  it("states nothing for a goal that names only its subject", () => {
    expect(statedGoal("I want to learn Python")).toBeNull();
    expect(statedGoal("我想学Python")).toBeNull();
    expect(statedGoal("")).toBeNull();
  });
});

describe("cardPurpose: what a generic goal card is for", () => {
  it.each([
    ["Use Python confidently at work", "work"],
    ["在工作中熟练使用 Python", "work"],
    ["Travel comfortably where Spanish is spoken", "travel"],
    ["准备与 Python 相关的面试或认证", "exam"],
    ["Understand how Python works under the hood", null],
  ])("%s → %s", (card, kind) => {
    expect(cardPurpose(card)).toBe(kind);
  });
});
