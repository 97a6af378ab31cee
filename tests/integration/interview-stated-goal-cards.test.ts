/**
 * The interview's first option cards offer the outcome the learner already stated with their goal, first and
 * in their own words, with no generic card beside it that means the same — through the whole offline agent.
 */
import { describe, expect, it } from "vitest";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import type { Locale } from "@/lib/i18n/locales";
import { runInterview } from "@/tests/support/interview/interview-driver";

async function firstCards(goal: string, locale: Locale) {
  const model = createOfflineModel();
  const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
  const run = await runInterview({ agent, goal, locale });
  expect(run.errors).toEqual([]);
  const first = run.questions[0];
  expect(first?.targetField).toBe("goal");
  return first!.options;
}

describe("the goal cards after a goal that states what it is for", () => {
  it.each([
    { goal: "零基础学Python，想做数据分析，每天一小时", locale: "zh" as const, card: "做数据分析", same: null },
    {
      goal: "learn Python so I can automate my Excel reports",
      locale: "en" as const,
      card: "Automate my Excel reports",
      same: /\bat work\b/i,
    },
    {
      goal: "I want to learn Spanish for my trip to Mexico",
      locale: "en" as const,
      card: "Spanish for my trip to Mexico",
      same: /\btravel/i,
    },
    { goal: "学吉他，想能弹唱周杰伦的歌", locale: "zh" as const, card: "弹唱周杰伦的歌", same: null },
    { goal: "学英语，为了出国留学", locale: "zh" as const, card: "出国留学", same: /旅行|旅游|出国/ },
    { goal: "I want to learn statistics for my thesis", locale: "en" as const, card: "Statistics for my thesis", same: null },
  ])("$goal", async ({ goal, locale, card, same }) => {
    const options = await firstCards(goal, locale);
    expect(options[0]).toBe(card);
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(new Set(options).size).toBe(options.length);
    if (same) for (const option of options.slice(1)) expect(option).not.toMatch(same);
  });

  it("keeps the common goals for a goal that states none", async () => {
    const options = await firstCards("I want to learn Python", "en");
    expect(options).toContain("Build a real project with Python");
    const chinese = await firstCards("我想学Python", "zh");
    expect(chinese).toContain("用 Python 做出一个真实项目");
  });
});
