import { describe, expect, it } from "vitest";
import {
  courseOutlineSchema,
  designCurriculumInputSchema,
  presentOptionsInputSchema,
  presentOptionsOutputSchema,
  researchBriefSchema,
  researchFindingsSchema,
  researchTopicInputSchema,
} from "./interview-schemas";
import { questionInput, sampleBrief, sampleOutline } from "@/tests/support/interview/interview-fixtures";

const goodQuestion = questionInput("background", ["Docker", "Linux", "Nothing yet"], {
  multiSelect: true,
  allowSkip: true,
  noted: { targetOutcome: "Pass the CKA" },
});

describe("presentOptions input", () => {
  it("accepts a well-formed question card", () => {
    expect(presentOptionsInputSchema.safeParse(goodQuestion).success).toBe(true);
    expect(presentOptionsInputSchema.safeParse(questionInput("general", ["Yes", "No"])).success).toBe(true);
  });

  it.each([
    ["one option", { ...goodQuestion, options: ["Docker"] }],
    ["five options", { ...goodQuestion, options: ["a", "b", "c", "d", "e"] }],
    ["an option over 120 characters", { ...goodQuestion, options: ["Docker", "x".repeat(121)] }],
    ["a blank option", { ...goodQuestion, options: ["Docker", "   "] }],
    ["an unknown targetField", { ...goodQuestion, targetField: "salary" }],
    ["a missing message", { ...goodQuestion, message: undefined }],
    ["a question title over 80 characters", { ...goodQuestion, question: "q".repeat(81) }],
    ["an unknown noted field", { ...goodQuestion, noted: { hobby: "chess" } }],
    ["a noted value over 300 characters", { ...goodQuestion, noted: { goal: "g".repeat(301) } }],
  ])("rejects %s", (_label, value) => {
    expect(presentOptionsInputSchema.safeParse(value).success).toBe(false);
  });
});

describe("presentOptions output (the learner's answer)", () => {
  it.each([
    ["clicked options", { selected: ["Docker", "Linux"] }],
    ["typed text", { text: "A bit of everything" }],
    ["a skip", { skipped: true }],
  ])("accepts %s", (_label, value) => {
    expect(presentOptionsOutputSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["both selected and text", { selected: ["Docker"], text: "and Linux" }],
    ["text and skipped", { text: "x", skipped: true }],
    ["an empty object", {}],
    ["an empty selection", { selected: [] }],
    ["skipped: false", { skipped: false }],
    ["blank text", { text: "   " }],
    ["text over 2000 characters", { text: "t".repeat(2001) }],
    ["an unknown key", { selected: ["Docker"], extra: 1 }],
  ])("rejects %s", (_label, value) => {
    expect(presentOptionsOutputSchema.safeParse(value).success).toBe(false);
  });
});

describe("researchTopic", () => {
  it("accepts a topic with an optional focus", () => {
    expect(researchTopicInputSchema.safeParse({ topic: "Kubernetes" }).success).toBe(true);
    expect(researchTopicInputSchema.safeParse({ topic: "Kubernetes", focus: "CKA" }).success).toBe(true);
  });

  it("rejects a blank or over-long topic", () => {
    expect(researchTopicInputSchema.safeParse({ topic: "  " }).success).toBe(false);
    expect(researchTopicInputSchema.safeParse({ topic: "k".repeat(201) }).success).toBe(false);
  });

  it("accepts the sample brief as its output and rejects a brief with a bad source URL", () => {
    expect(researchBriefSchema.safeParse(sampleBrief()).success).toBe(true);
    const badSource = sampleBrief({ sources: [{ title: "Docs", url: "not a url" }] });
    expect(researchBriefSchema.safeParse(badSource).success).toBe(false);
    expect(researchBriefSchema.safeParse(sampleBrief({ learningPath: ["Only one step"] })).success).toBe(false);
  });

  it("research findings need at least two learning-path steps and common goals", () => {
    const brief = sampleBrief();
    const good = {
      summary: brief.summary,
      currentState: brief.currentState,
      trends: brief.trends,
      learningPath: brief.learningPath,
      prerequisites: brief.prerequisites,
      commonGoals: brief.commonGoals,
      sourceUrls: ["https://kubernetes.io/docs/"],
    };
    expect(researchFindingsSchema.safeParse(good).success).toBe(true);
    expect(researchFindingsSchema.safeParse({ ...good, commonGoals: ["one"] }).success).toBe(false);
    expect(researchFindingsSchema.safeParse({ ...good, sourceUrls: ["javascript-ish nonsense"] }).success).toBe(false);
  });
});

describe("designCurriculum", () => {
  it("input: emphasis is optional and bounded", () => {
    expect(designCurriculumInputSchema.safeParse({}).success).toBe(true);
    expect(designCurriculumInputSchema.safeParse({ emphasis: "More labs" }).success).toBe(true);
    expect(designCurriculumInputSchema.safeParse({ emphasis: "e".repeat(601) }).success).toBe(false);
  });

  it("output: accepts the sample outline", () => {
    expect(courseOutlineSchema.safeParse(sampleOutline()).success).toBe(true);
  });

  const outline = sampleOutline();
  const firstModule = outline.modules[0]!;
  const firstChapter = firstModule.chapters[0]!;
  const withChapter = (chapter: object) => ({
    ...outline,
    modules: [{ ...firstModule, chapters: [{ ...firstChapter, ...chapter }] }, ...outline.modules.slice(1)],
  });

  it.each([
    ["one module", { ...outline, modules: [firstModule] }],
    ["nine modules", { ...outline, modules: Array.from({ length: 9 }, () => firstModule) }],
    ["a module without chapters", { ...outline, modules: [{ ...firstModule, chapters: [] }, ...outline.modules.slice(1)] }],
    ["a chapter of 0 minutes", withChapter({ minutes: 0 })],
    ["a chapter of 4 minutes", withChapter({ minutes: 4 })],
    ["fractional minutes", withChapter({ minutes: 12.5 })],
    ["a chapter without objective", withChapter({ objective: "" })],
    ["an unknown difficulty", { ...outline, difficulty: "expert" }],
    ["a total under 15 minutes", { ...outline, estimatedMinutes: 10 }],
    ["a blank title", { ...outline, title: " " }],
  ])("output: rejects %s", (_label, value) => {
    expect(courseOutlineSchema.safeParse(value).success).toBe(false);
  });
});
