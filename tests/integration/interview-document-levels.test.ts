/**
 * A course from an attached document, with no key, through the real interview route: a long title (a
 * paper's, with a subtitle) gives a short subject while the document is still named by its full title;
 * when the placement check and the learner's own words disagree, the outline's rationale says both, and
 * where the course starts follows the depth the check chose — English and Chinese.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { documentCourse } from "@/tests/support/interview/document-course";
import { fakeMaterialKeeper, switchMaterialKeeper } from "@/tests/support/interview/fake-material-keeper";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import { CHINESE_ML_NOTES, NEURAL_NETWORKS_NOTES } from "@/tests/support/interview/material-fixtures";

vi.mock("@/app/_compose/interview-material-keeper", async () =>
  (await import("@/tests/support/interview/fake-material-keeper")).mockedMaterialKeeperModule(),
);

setUpCourseRouteEnvironment();
beforeAll(() => switchMaterialKeeper(fakeMaterialKeeper()));
afterAll(() => switchMaterialKeeper(undefined));

const LONG_TITLE = {
  en: "Neural Networks from First Principles: How Neurons, Activations, Losses and Gradients Make a Machine Learn",
  zh: "机器学习基础：从监督学习、无监督学习到模型评估的系统入门与实践指南",
};
/** The placement check's key on every graded card, the first option elsewhere. */
const knowsIt: AnswerStrategy = (question) => ({ selected: [question.placement?.answer ?? question.options[0] ?? "?"] });
/** "I don't know" on every placement card, the last option (the most experienced) on the background card. */
const knowsNone: AnswerStrategy = (question) => ({
  selected: [
    question.targetField === "placement" || question.targetField === "background"
      ? (question.options.at(-1) ?? "?")
      : (question.options[0] ?? "?"),
  ],
});

describe("a document course's subject and level, with no key", () => {
  it("English: a long paper-style title gives its main title as the subject; the document keeps its full title", async () => {
    const { outline, run } = await documentCourse({
      goal: "Build a course from this document",
      text: NEURAL_NETWORKS_NOTES.replace("# Introduction to Neural Networks", `# ${LONG_TITLE.en}`),
      fileName: "paper.md",
      locale: "en",
      answer: knowsNone,
    });
    expect(outline.title).toContain("Neural Networks from First Principles");
    expect(outline.title).not.toMatch(/Make a Machine Learn|How Neurons/);
    expect(run.questions[0]?.message).toContain(LONG_TITLE.en);
  });

  it("Chinese: a long title with a subtitle gives its main title as the subject", async () => {
    const { outline, run } = await documentCourse({
      goal: "根据这份文档给我做一门课",
      text: CHINESE_ML_NOTES.replace("# 机器学习基础", `# ${LONG_TITLE.zh}`),
      fileName: "综述.md",
      locale: "zh",
      answer: knowsNone,
    });
    expect(outline.title).toContain("机器学习");
    expect(outline.title).not.toMatch(/系统入门与实践指南|模型评估的/);
    expect(run.questions[0]?.message).toContain(LONG_TITLE.zh);
  });

  it("Chinese: says 零基础 but answers the check right — the rationale says both and the course builds on what they know", async () => {
    const { outline, course } = await documentCourse({
      goal: "根据这份文档给我做一门课，我是零基础",
      text: CHINESE_ML_NOTES,
      fileName: "ml.md",
      locale: "zh",
      answer: knowsIt,
    });
    expect(outline.difficulty).toBe("advanced");
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "advanced" });
    expect(outline.designRationale).toMatch(/零基础.*但摸底题显示你是高阶水平，所以课程在你已有的基础上推进/);
    expect(outline.designRationale + outline.description).not.toContain("从基础讲起");
  });

  it("English: says they have years of experience but knows none of the terms — both are said, the course starts from the fundamentals", async () => {
    const { outline } = await documentCourse({
      goal: "I've worked with neural networks for years, make me a course out of these notes",
      text: NEURAL_NETWORKS_NOTES,
      fileName: "nn_notes.md",
      locale: "en",
      answer: knowsNone,
    });
    expect(outline.difficulty).toBe("beginner");
    expect(outline.designRationale).toMatch(
      /but your placement answers showed beginner level, so the course starts from the fundamentals.*In your own words you were at advanced level/,
    );
    expect(outline.description).not.toMatch(/builds on what you already know/);
  });

  it("Chinese: says 熟练 but knows none of the terms — both are said, the course starts from the basics", async () => {
    const { outline } = await documentCourse({
      goal: "我做机器学习很多年了，已经很熟练，根据这份文档给我做一门课",
      text: CHINESE_ML_NOTES,
      fileName: "ml.md",
      locale: "zh",
      answer: knowsNone,
    });
    expect(outline.difficulty).toBe("beginner");
    expect(outline.designRationale).toMatch(/但摸底题显示你是入门水平，所以课程从基础讲起.*按你自己的描述是高阶水平/);
  });
});
