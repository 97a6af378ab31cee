import { describe, expect, it } from "vitest";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { courseOutlineSchema, presentOptionsInputSchema } from "@/features/interview/lib/interview-schemas";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { runInterview } from "@/tests/support/interview/interview-driver";

/**
 * The promise of the offline model: with no API key, the real interview agent
 * completes an interview for any goal, in the learner's language, with an
 * outline about that goal.
 */
const cjk = /[\u4e00-\u9fff]/;

describe("a whole interview on the offline model, through the real agent", () => {
  it.each([
    { goal: "I want to learn Kubernetes", locale: "en", about: /kubernetes/i },
    { goal: "我想学日语", locale: "zh", about: /日语/ },
    { goal: "watercolor painting", locale: "en", about: /watercolor/i },
    { goal: "量子力学入门", locale: "zh", about: /量子力学/ },
    {
      goal: `<script>alert(1)</script> ${"I want to become a great data engineer and ".repeat(45)}`.slice(0, 1900),
      locale: "en",
      about: /data engineer/i,
    },
  ] as const)("$goal", async ({ goal, locale, about }) => {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({ agent, goal, locale });

    expect(run.errors).toEqual([]);
    // One question per turn, each a valid card, never the same dimension twice; the placement check asks two or three.
    const fields = run.questions.map((question) => question.targetField).filter((field) => field !== "placement");
    expect(run.questions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(fields).size).toBe(fields.length);
    const checks = run.questions.filter((question) => question.targetField === "placement");
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks.length).toBeLessThanOrEqual(3);
    for (const check of checks) expect(check.options.at(-1)).toBe(locale === "zh" ? "我不知道" : "I don't know");
    for (const question of run.questions) {
      expect(presentOptionsInputSchema.safeParse(question).success).toBe(true);
      if (locale === "zh") expect(question.message).toMatch(cjk);
    }
    const outline = courseOutlineSchema.parse(run.outline);
    expect(outline.title + outline.modules.map((module) => module.title).join(" ")).toMatch(about);
    if (locale === "zh") expect(outline.designRationale).toMatch(cjk);
    expect(JSON.stringify(outline)).not.toContain("<script>");
  });

  it("does not ask again for what the learner said up front", async () => {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({ agent, goal: "I know Docker and I want to pass the CKA exam with Kubernetes" });
    const fields = run.questions.map((question) => question.targetField);
    expect(fields).not.toContain("background");
    expect(fields).not.toContain("targetOutcome");
    expect(run.outline).not.toBeNull();
  });
});

describe("the outcome after a goal picked from its card", () => {
  it.each([
    { goal: "I want to learn SQL from zero", locale: "en" },
    { goal: "我想从零学机器学习", locale: "zh" },
  ] as const)("$goal: the goal card's end point is the outcome, not asked again", async ({ goal, locale }) => {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({ agent, goal, locale });
    const fields = run.questions.map((question) => question.targetField);
    expect(fields[0]).toBe("goal");
    expect(fields).not.toContain("targetOutcome");
    expect(fields).toContain("cognitiveStyle");
    expect(run.outline).not.toBeNull();
  });

  it.each([
    { goal: "I want to learn SQL from zero", typed: "mostly curiosity", locale: "en", end: /real project/i },
    { goal: "我想从零学机器学习", typed: "纯粹好奇", locale: "zh", end: /真实项目/ },
  ] as const)("$goal, goal typed: the outcome card never offers the same end twice", async ({ goal, typed, locale, end }) => {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({
      agent,
      goal,
      locale,
      answer: (question) => (question.targetField === "goal" ? { text: typed } : { selected: [question.options[0] ?? "?"] }),
    });
    const outcome = run.questions.find((question) => question.targetField === "targetOutcome");
    expect(outcome).toBeDefined();
    expect(outcome!.options.filter((option) => end.test(option))).toHaveLength(1);
    expect(outcome!.options.length).toBeGreaterThanOrEqual(2);
  });
});
