/**
 * Walk finding: a keyless course's milestones.md had two capstone milestones — its last module (the
 * offline designer's capstone stage: "A capstone project with …", "…综合项目") and the line the
 * workspace adds for "the capstone". The outline the offline designer really makes, seeded as the
 * workspace seeds it: one capstone, for courses of every kind and in both languages.
 */
import { describe, expect, it } from "vitest";
import type { CurriculumRequestBlock } from "@/features/interview/contract";
import { composeOutline } from "@/features/interview/offline/build-outline";
import { learningFiles } from "@/features/workspace/lib/learning-files";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const GOALS: Record<Locale, string[]> = {
  en: ["Kubernetes for my job", "Learn Spanish for travel", "Watercolour painting", "Statistics from scratch", "Learn to run a marathon"],
  zh: ["为了工作学 Kubernetes", "学西班牙语去旅行", "学水彩画", "从零学统计学", "学会跑马拉松"],
};
const CAPSTONE_LINE = /capstone|综合项目|结业项目|毕业项目/iu;

describe.each(LOCALES)("milestones.md of a keyless course (%s)", (language) => {
  it.each(GOALS[language])("“%s”: one milestone per module and exactly one capstone", (goal) => {
    const request: CurriculumRequestBlock = {
      language,
      topic: goal,
      profile: { goal, background: null, targetOutcome: null, cognitiveStyle: null },
      research: null,
      emphasis: null,
    };
    const outline = composeOutline(request);
    const files = learningFiles({ language, outline, profile: { ...request.profile, topic: goal }, goal });
    const milestones = files.find((file) => file.path === "milestones.md")!.content;
    const boxes = milestones.split("\n").filter((line) => line.startsWith("- [ ]"));
    expect(boxes.filter((line) => CAPSTONE_LINE.test(line))).toHaveLength(1);
    // Every module keeps its own milestone; the capstone module's is the capstone.
    expect(boxes.length).toBeGreaterThanOrEqual(outline.modules.length);
    expect(boxes.length).toBeLessThanOrEqual(outline.modules.length + 1);
  });
});
