import { AGENT, type CurriculumRequestBlock } from "../contract";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { CJK, courseOutlineSchema, curriculumSystem, designerTools, kubernetesBrief } from "@/tests/support/offline/offline-fixtures";

const emptyProfile = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };

async function design(request: Partial<CurriculumRequestBlock> & { topic: string }) {
  const full: CurriculumRequestBlock = { language: "en", profile: emptyProfile, research: null, emphasis: null, ...request };
  const result = await generateText({
    model: createOfflineModel({ agentId: AGENT.curriculumDesigner }),
    instructions: curriculumSystem(full),
    prompt: "Design the course.",
    tools: designerTools(),
  });
  expect(result.toolCalls.map((call) => call.toolName)).toEqual(["submitOutline"]);
  const outline = courseOutlineSchema.parse(result.toolCalls[0]?.input);
  const sum = outline.modules.flatMap((unit) => unit.chapters).reduce((total, chapter) => total + chapter.minutes, 0);
  expect(outline.estimatedMinutes).toBe(sum);
  expect(outline.modules.length).toBeGreaterThanOrEqual(3);
  expect(outline.modules.length).toBeLessThanOrEqual(6);
  for (const unit of outline.modules) {
    expect(unit.chapters.length).toBeGreaterThanOrEqual(2);
    expect(unit.chapters.length).toBeLessThanOrEqual(4);
  }
  return outline;
}

describe("offline curriculum designer", () => {
  it("designs a Kubernetes course around the learner's profile", async () => {
    const outline = await design({
      topic: "Kubernetes",
      profile: {
        goal: "Deploy my own app to a cluster",
        background: "I use Docker at work every day",
        targetOutcome: "Run my side project on a real cluster",
        cognitiveStyle: "Hands-on first, theory as needed",
      },
      research: kubernetesBrief,
    });
    expect(outline.difficulty).toBe("advanced");
    // Advanced learners skip the brief's first foundation stages.
    expect(outline.modules.map((unit) => unit.title)).not.toContain("Containers and images");
    expect(outline.modules.some((unit) => unit.title === "Services and networking")).toBe(true);
    expect(outline.modules.at(-1)?.title).toContain("Run my side project on a real cluster");
    expect(outline.modules[0]?.chapters[0]?.title).toMatch(/^Lab:/);
    expect(outline.designRationale).toContain("I use Docker at work every day");
    expect(outline.designRationale).toContain("Run my side project on a real cluster");
    expect(outline.designRationale).toContain("Hands-on first");
  });

  it("starts from scratch for a beginner and mentions the topic throughout", async () => {
    const outline = await design({
      topic: "Kubernetes",
      profile: { ...emptyProfile, background: "Complete beginner in Kubernetes", cognitiveStyle: "Concepts first, then practice" },
    });
    expect(outline.difficulty).toBe("beginner");
    expect(outline.modules[0]?.title).toContain("Kubernetes");
    expect(outline.modules.filter((unit) => unit.title.includes("Kubernetes")).length).toBeGreaterThanOrEqual(3);
    expect(outline.modules[0]?.chapters[0]?.title).toMatch(/^Key ideas:/);
  });

  it("adds a self-check chapter per module for quiz lovers", async () => {
    const outline = await design({ topic: "SQL", profile: { ...emptyProfile, cognitiveStyle: "Short daily lessons with quizzes" } });
    const core = outline.modules.slice(0, -1);
    for (const unit of core) expect(unit.chapters.some((chapter) => chapter.title.startsWith("Check yourself"))).toBe(true);
  });

  it("writes a Chinese outline for 日语", async () => {
    const outline = await design({
      language: "zh",
      topic: "日语",
      profile: { goal: "能用日语进行日常对话", background: "零基础", targetOutcome: "(skipped)", cognitiveStyle: "先动手，理论按需补充" },
    });
    expect(outline.difficulty).toBe("beginner");
    expect(outline.title).toMatch(CJK);
    expect(outline.title).toContain("日语");
    expect(outline.modules[0]?.title).toMatch(/假名/);
    expect(outline.modules[0]?.chapters[0]?.title).toMatch(/^练习：/);
    expect(outline.modules[0]?.chapters[0]?.objective).toMatch(/^学完本章，你能/);
    expect(outline.designRationale).toMatch(CJK);
    expect(outline.designRationale).toContain("零基础");
  });

  it("handles a creative skill", async () => {
    const outline = await design({ topic: "watercolor painting", profile: { ...emptyProfile, background: "I've dabbled a little" } });
    expect(outline.difficulty).toBe("intermediate");
    expect(outline.title.toLowerCase()).toContain("watercolor painting");
    expect(outline.modules.some((unit) => unit.title.includes("watercolor painting"))).toBe(true);
  });

  it("keeps a 2,000-character goal within the limits", async () => {
    const goal = "I want to understand distributed databases deeply. ".repeat(40).slice(0, 2000);
    const outline = await design({
      topic: "distributed databases",
      profile: { goal, background: goal, targetOutcome: goal, cognitiveStyle: goal },
    });
    expect(outline.description.length).toBeLessThanOrEqual(600);
    expect(outline.designRationale.length).toBeLessThanOrEqual(1200);
  });

  it("keeps markup out of the outline", async () => {
    const hostile = "<script>alert('x')</script> become a data analyst";
    const outline = await design({ topic: `Python <b>for</b> data`, profile: { ...emptyProfile, goal: hostile, targetOutcome: hostile } });
    expect(JSON.stringify(outline)).not.toMatch(/<script|<b>/);
    expect(outline.description).toContain("become a data analyst");
  });

  it("echoes an extra emphasis but not the interviewer's profile summary", async () => {
    const extra = await design({ topic: "guitar", emphasis: "Only 20 minutes a day" });
    expect(extra.designRationale).toContain("Only 20 minutes a day");
    const summary = await design({ topic: "guitar", emphasis: "Learner profile — goal: x; background: y." });
    expect(summary.designRationale).not.toContain("Learner profile");
  });

  it("reshapes the outline when the learner asks for changes", async () => {
    const profile = {
      goal: "Deploy my app",
      background: "I've dabbled a little",
      targetOutcome: "Run my app",
      cognitiveStyle: "Concepts first, then practice",
    };
    const base = await design({ topic: "Kubernetes", profile });
    const shorter = await design({ topic: "Kubernetes", profile, emphasis: "Make it shorter please" });
    expect(shorter.modules.length).toBeLessThan(base.modules.length);
    expect(shorter.estimatedMinutes).toBeLessThan(base.estimatedMinutes);
    const deeper = await design({ topic: "Kubernetes", profile, emphasis: "Go deeper into advanced topics" });
    expect(deeper.difficulty).toBe("advanced");
    const practical = await design({ topic: "Kubernetes", profile, emphasis: "更多动手练习" });
    expect(practical.modules[0]?.chapters[0]?.title).toMatch(/^Lab:/);
  });
});
