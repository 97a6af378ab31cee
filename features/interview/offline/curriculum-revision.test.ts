import { AGENT, type CurriculumRequestBlock } from "../contract";
import type { CourseOutline } from "@/lib/course-outline";
import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { revisionSignals } from "./revision-signals";
import { CJK, courseOutlineSchema, curriculumSystem, designerTools } from "@/tests/support/offline/offline-fixtures";

const emptyProfile = { goal: null, background: null, targetOutcome: null, cognitiveStyle: null };

/** A hand-edited outline: titles the offline designer would never write. */
function handEdited(): CourseOutline {
  const chapter = (title: string, minutes = 20) => ({ title, objective: `Use ${title}.`, snippet: `About ${title}.`, minutes });
  return {
    title: "My own Kubernetes plan",
    description: "Edited by hand.",
    difficulty: "intermediate",
    estimatedMinutes: 220,
    designRationale: "My reasons.",
    modules: [
      { title: "Containers refresher", chapters: [chapter("Images"), chapter("Registries")] },
      { title: "Workloads", chapters: [chapter("Key ideas: Pods"), chapter("Deployments"), chapter("My favourite: Jobs")] },
      { title: "Networking", chapters: [chapter("Services"), chapter("Ingress"), chapter("Network policies")] },
      { title: "Capstone: my app", chapters: [chapter("Ship my app", 60)] },
    ],
  };
}

async function revise(instruction: string, overrides: Partial<CurriculumRequestBlock> = {}): Promise<CourseOutline> {
  const request: CurriculumRequestBlock = {
    language: "en",
    topic: "Kubernetes",
    profile: emptyProfile,
    research: null,
    emphasis: null,
    currentOutline: handEdited(),
    instruction,
    ...overrides,
  };
  const result = await generateText({
    model: createOfflineModel({ agentId: AGENT.curriculumDesigner }),
    instructions: curriculumSystem(request),
    prompt: "Revise.",
    tools: designerTools(),
  });
  expect(result.toolCalls.map((call) => call.toolName)).toEqual(["submitOutline"]);
  const outline = courseOutlineSchema.parse(result.toolCalls[0]?.input);
  const sum = outline.modules.flatMap((unit) => unit.chapters).reduce((total, chapter) => total + chapter.minutes, 0);
  expect(outline.estimatedMinutes).toBe(sum);
  return outline;
}

const titles = (outline: CourseOutline) => outline.modules.map((unit) => unit.chapters.map((chapter) => chapter.title));

describe("offline curriculum designer revising a saved outline", () => {
  it("keeps the outline as it is when the instruction asks for nothing it understands", async () => {
    const outline = await revise("I like it, thanks");
    expect(outline).toEqual(handEdited());
  });

  it("shorter: drops the last chapter of long modules and cuts minutes, keeping hand-written titles", async () => {
    const outline = await revise("Make it shorter please");
    expect(titles(outline)).toEqual([
      ["Images", "Registries"],
      ["Key ideas: Pods", "Deployments"],
      ["Services", "Ingress"],
      ["Ship my app"],
    ]);
    expect(outline.estimatedMinutes).toBeLessThan(220);
    expect(outline.title).toBe("My own Kubernetes plan");
    expect(outline.designRationale).toMatch(/^My reasons\. Revised at your request: “Make it shorter please”\.$/);
  });

  it("more hands-on: turns chapters into labs without doubling labels", async () => {
    const outline = await revise("more hands-on, please");
    expect(titles(outline)[1]).toEqual(["Lab: Pods", "Lab: Deployments", "Lab: Jobs"]);
    expect(outline.modules.every((unit) => unit.chapters.every((chapter) => chapter.title.startsWith("Lab: ")))).toBe(true);
    expect(outline.modules.map((unit) => unit.title)).toEqual(handEdited().modules.map((unit) => unit.title));
  });

  it("skip the basics: drops the first module (and is not read as 'simpler')", async () => {
    const outline = await revise("Skip the basics");
    expect(outline.modules.map((unit) => unit.title)).toEqual(["Workloads", "Networking", "Capstone: my app"]);
    expect(outline.difficulty).toBe("intermediate");
  });

  it("deeper: raises the difficulty and adds a deep-dive chapter to every core module", async () => {
    const outline = await revise("Go deeper into advanced topics");
    expect(outline.difficulty).toBe("advanced");
    expect(titles(outline)[2]).toEqual(["Services", "Ingress", "Network policies", "Deep dive: Networking"]);
    expect(titles(outline)[3]).toEqual(["Ship my app"]);
  });

  it("more examples: adds a worked example after each core module's first chapter", async () => {
    const outline = await revise("I need more examples");
    expect(titles(outline)[0]).toEqual(["Images", "Worked example: Containers refresher", "Registries"]);
  });

  it("understands Chinese instructions and answers in Chinese", async () => {
    const shorter = await revise("精简一些，跳过基础", { language: "zh", topic: "Kubernetes" });
    expect(shorter.modules.map((unit) => unit.title)).toEqual(["Workloads", "Networking", "Capstone: my app"]);
    expect(shorter.modules[0]?.chapters).toHaveLength(2);
    expect(shorter.designRationale).toMatch(/已按你的要求调整：「精简一些，跳过基础」。$/);
    const practical = await revise("多一些动手练习", { language: "zh", topic: "Kubernetes" });
    expect(practical.modules[0]?.chapters[0]?.title).toMatch(/^动手：/);
    expect(practical.modules[0]?.chapters[0]?.title).toMatch(CJK);
    const deeper = await revise("更深入一些", { language: "zh" });
    expect(deeper.difficulty).toBe("advanced");
    expect(deeper.modules[0]?.chapters.at(-1)?.title).toBe("深入：Containers refresher");
  });

  it("never produces an outline that breaks the limits", async () => {
    const tiny: CourseOutline = {
      ...handEdited(),
      modules: [
        { title: "A", chapters: [{ title: "One", objective: "x", minutes: 10 }] },
        { title: "B", chapters: [{ title: "Two", objective: "y", minutes: 10 }] },
      ],
    };
    const outline = await revise("much shorter, skip the basics", { currentOutline: tiny });
    // Two modules is the minimum: nothing to skip; minutes are not cut below the 15-minute course floor.
    expect(outline.modules).toHaveLength(2);
    expect(outline.estimatedMinutes).toBeGreaterThanOrEqual(15);
  });

  it("designs afresh when the current outline in the block is not a valid outline", async () => {
    const outline = await revise("shorter", { currentOutline: { title: "broken" } as unknown as CourseOutline });
    expect(outline.title).not.toBe("broken");
    expect(outline.modules.length).toBeGreaterThanOrEqual(2);
  });
});

describe("revisionSignals", () => {
  it.each([
    ["make it shorter", "shorter"],
    ["I'm busy, fewer chapters", "shorter"],
    ["more hands-on", "practice"],
    ["more labs please", "practice"],
    ["skip the basics", "skipBasics"],
    ["I already know the basics", "skipBasics"],
    ["go deeper", "deeper"],
    ["more worked examples", "examples"],
    ["add quizzes", "quizzes"],
    ["too hard, make it easier", "simpler"],
    ["缩短一点", "shorter"],
    ["更多实践", "practice"],
    ["跳过基础", "skipBasics"],
    ["进阶一些", "deeper"],
    ["多举例子", "examples"],
  ] as const)("%s → %s", (instruction, signal) => {
    expect(revisionSignals(instruction)[signal]).toBe(true);
  });

  it("does not read 'label' as a lab or 'skip the basics' as simpler", () => {
    expect(revisionSignals("rename the label").practice).toBe(false);
    expect(revisionSignals("skip the basics").simpler).toBe(false);
    expect(Object.values(revisionSignals("looks good")).some(Boolean)).toBe(false);
  });
});
