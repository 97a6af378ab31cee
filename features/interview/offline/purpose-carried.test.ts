import { AGENT, type CurriculumRequestBlock } from "../contract";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { composeOutline } from "./build-outline";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { interviewState, interviewSystem, interviewTools, presentOptionsInputSchema } from "@/tests/support/offline/offline-fixtures";

/**
 * A purpose stated in the goal ("for my trip to Mexico in March", 为了工作) is what the course is for: the
 * interview's outcome cards and the outline's capstone carry it, whichever outcome names the capstone.
 */
const CASES = [
  {
    lang: "en" as const,
    topic: "Spanish",
    goal: "learn Spanish for my trip to Mexico in March",
    chosen: "Hold a 10-minute conversation in Spanish",
    carries: /\btrip\b/i,
  },
  { lang: "en" as const, topic: "Kubernetes", goal: "Kubernetes for my job", chosen: "Deploy a small app", carries: /\b(?:job|work)\b/i },
  { lang: "zh" as const, topic: "西班牙语", goal: "我三月要去墨西哥旅行，想学西班牙语", chosen: "能用西班牙语点餐问路", carries: /旅行/u },
  { lang: "zh" as const, topic: "Python", goal: "为了工作学 Python", chosen: "能写自动化脚本", carries: /工作/u },
];

describe.each(CASES)("the purpose in “$goal” is carried", ({ lang, topic, goal, chosen, carries }) => {
  it("by the first outcome card the interviewer offers", async () => {
    const known = { goal, background: lang === "en" ? "complete beginner" : "零基础", targetOutcome: null, cognitiveStyle: null };
    const result = await generateText({
      model: createOfflineModel({ agentId: AGENT.interview }),
      instructions: interviewSystem(interviewState({ language: lang, topic, researched: true, known, lastAnswer: known.background })),
      messages: [{ role: "user", content: goal }],
      tools: interviewTools(),
    } as Parameters<typeof generateText>[0]);
    const input = presentOptionsInputSchema.parse(result.toolCalls[0]?.input);
    expect(input.targetField).toBe("targetOutcome");
    expect(input.options[0]).toMatch(carries);
    expect(input.options[0]).toContain(topic);
    // The other cards stay: a learner may want something else from the course.
    expect(input.options.length).toBeGreaterThanOrEqual(2);
  });

  it.each([null, chosen])("by the capstone, with the outcome %s", (targetOutcome) => {
    const request: CurriculumRequestBlock = {
      language: lang,
      topic,
      profile: { goal, background: null, targetOutcome, cognitiveStyle: null },
      research: null,
      emphasis: null,
    };
    const capstone = composeOutline(request).modules.at(-1)?.title ?? "";
    expect(capstone).toMatch(carries);
    if (targetOutcome) expect(capstone).toContain(targetOutcome.slice(0, 8));
  });
});

it("a goal that states no purpose adds none", () => {
  const request: CurriculumRequestBlock = {
    language: "en",
    topic: "Spanish",
    profile: { goal: "learn Spanish", background: null, targetOutcome: "Hold a 10-minute conversation in Spanish", cognitiveStyle: null },
    research: null,
    emphasis: null,
  };
  expect(composeOutline(request).modules.at(-1)?.title).not.toMatch(/trip|job|exam|family/i);
});
