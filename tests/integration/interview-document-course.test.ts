/**
 * "Build a course from this document" with no key, through the real interview
 * route (the material keeper in memory): the document supplies the subject and
 * the outline — its title and sections, never its boilerplate — the learner's
 * sentence only the intent; the placement check asks about terms the document
 * defines, graded against keys stored with the questions; the stated level and
 * the checked one are both kept with the course.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PresentOptionsInput } from "@/features/interview/lib/interview-schemas";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { documentCourse } from "@/tests/support/interview/document-course";
import { fakeMaterialKeeper, switchMaterialKeeper } from "@/tests/support/interview/fake-material-keeper";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import {
  CHINESE_INDEX_HANDOUT,
  CHINESE_ML_NOTES,
  CHINESE_ML_SECTIONS,
  REGULARIZATION_LECTURE,
  REGULARIZATION_SECTIONS,
  NEURAL_NETWORKS_NOTES,
  NEURAL_NETWORKS_SECTIONS,
  NEURAL_NETWORKS_TERMS,
} from "@/tests/support/interview/material-fixtures";

vi.mock("@/app/_compose/interview-material-keeper", async () =>
  (await import("@/tests/support/interview/fake-material-keeper")).mockedMaterialKeeperModule(),
);

setUpCourseRouteEnvironment();
beforeAll(() => switchMaterialKeeper(fakeMaterialKeeper()));
afterAll(() => switchMaterialKeeper(undefined));

const BOILERPLATE = /generated|do not edit|table of contents|contents|copyright|licen[cs]e|page header|rights reserved|自动生成|目录|版权/i;

/** Clicks the key on the first placement question, "I don't know" on the rest; the first option elsewhere. */
const rightThenDontKnow: AnswerStrategy = (question: PresentOptionsInput) => {
  if (question.targetField !== "placement") return { selected: [question.options[0] ?? "?"] };
  const isFirst = /Before I design|设计课程之前/.test(question.message);
  return { selected: [isFirst && question.placement?.answer ? question.placement.answer : (question.options.at(-1) ?? "?")] };
};

describe("a course from an attached document, with no key", () => {
  it("English: the document's title is the subject, its sections the modules; the placement check asks about its own terms", async () => {
    const { outline, course, placement } = await documentCourse({
      goal: "Build a course from this document. I'm a complete beginner.",
      text: NEURAL_NETWORKS_NOTES,
      fileName: "nn_notes.md",
      locale: "en",
      answer: rightThenDontKnow,
    });
    // The title's framing ("Introduction to") is not the subject; the subject is.
    expect(outline.title).toContain("Neural Networks");
    expect(outline.title).not.toMatch(/introduction to/i);
    const titles = [outline.title, ...outline.modules.flatMap((unit) => [unit.title, ...unit.chapters.map((chapter) => chapter.title)])];
    for (const title of titles) {
      expect(title).not.toMatch(/build a course|this document/i);
      expect(title).not.toMatch(BOILERPLATE);
    }
    expect(outline.modules.slice(0, 4).map((unit) => unit.title)).toEqual(NEURAL_NETWORKS_SECTIONS);

    // Graded questions from the document's own definitions, each with "I don't know" last and its key stored.
    expect(placement.length).toBeGreaterThanOrEqual(2);
    for (const question of placement) {
      expect(question.options.at(-1)).toBe("I don't know");
      expect(NEURAL_NETWORKS_TERMS.map((term) => term.toLowerCase())).toContain(question.placement?.answer?.toLowerCase());
      expect(question.options).toContain(question.placement?.answer);
      // The definition is asked, the term itself is not given away.
      expect(question.message.toLowerCase()).not.toContain(`“${question.placement?.answer?.toLowerCase()}”`);
    }
    expect(placement[0]?.message).toMatch(/sums its weighted inputs|decides how strongly|how far the predictions|lowers the loss/);

    // One right, the rest "I don't know": a beginner, as they said; the rationale says what the check showed.
    expect(outline.difficulty).toBe("beginner");
    expect(outline.designRationale).toMatch(/The placement check showed 1 of \d placement answers right/);
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "beginner" });
    expect(course.profile.placement).toMatch(/answered right/);
  });

  it("Chinese: 根据这份文档给我做一门课 — the document's title and sections, none of the learner's sentence, and 我不知道 on every check", async () => {
    const { outline, course, placement } = await documentCourse({
      goal: "根据这份文档给我做一门课，我是零基础",
      text: CHINESE_ML_NOTES,
      fileName: "ml.md",
      locale: "zh",
      answer: (question) => ({
        selected: [question.targetField === "placement" ? (question.options.at(-1) ?? "?") : (question.options[0] ?? "?")],
      }),
    });
    expect(outline.title).toContain("机器学习");
    for (const title of [outline.title, ...outline.modules.map((unit) => unit.title)]) {
      expect(title).not.toMatch(/根据这份文档|做一门课/);
      expect(title).not.toMatch(BOILERPLATE);
    }
    expect(outline.modules.slice(0, 3).map((unit) => unit.title)).toEqual(CHINESE_ML_SECTIONS);
    expect(placement.length).toBeGreaterThanOrEqual(2);
    for (const question of placement) expect(question.options.at(-1)).toBe("我不知道");
    expect(outline.difficulty).toBe("beginner");
    expect(outline.designRationale).toContain("摸底结果：摸底题答对 0/");
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "beginner" });
    // The Chinese rationale never doubles its punctuation.
    expect(outline.designRationale + outline.description).not.toMatch(/[。！？]{2}/);
  });

  it("a learner who says they start from zero but knows the document's terms: the check sets the depth, both levels are kept", async () => {
    const { outline, course } = await documentCourse({
      goal: "Make me a course out of these notes",
      text: NEURAL_NETWORKS_NOTES,
      fileName: "nn_notes.md",
      locale: "en",
      answer: (question) => ({ selected: [question.placement?.answer ?? question.options[0] ?? "?"] }),
    });
    expect(outline.difficulty).toBe("advanced");
    // The background card's first option is "Starting from zero…": the learner's own words said beginner.
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "advanced" });
    expect(outline.designRationale).toMatch(/placement answers right.*In your own words you were at beginner level/);
    // What they said and what the check showed, and where the course starts follows the depth chosen.
    expect(outline.designRationale).toMatch(
      /but your placement answers showed advanced level, so the course builds on what you already know/,
    );
    expect(outline.designRationale + outline.description).not.toMatch(/starts from the fundamentals/);
  });

  it("a learner who has used the subject for years: the course follows the whole document, and never says it starts from the fundamentals", async () => {
    const { outline } = await documentCourse({
      goal: "I've worked with neural networks for years, make me a course out of these notes",
      text: NEURAL_NETWORKS_NOTES,
      fileName: "nn_notes.md",
      locale: "en",
      // Should the background be asked after all: "I … regularly already"; placement checks answered right.
      answer: (question) => ({
        selected: [
          question.targetField === "background"
            ? (question.options.at(-1) ?? "?")
            : (question.placement?.answer ?? question.options[0] ?? "?"),
        ],
      }),
    });
    expect(outline.difficulty).not.toBe("beginner");
    expect(outline.description).toMatch(/builds on what you already know/);
    expect(outline.description + outline.designRationale).not.toMatch(/starts from the fundamentals/);
  });

  it("lecture notes with front matter: their title is the subject although the learner named a field; no metadata or reading list as a module", async () => {
    const { outline, run } = await documentCourse({
      goal: "Make me a course from these lecture notes. I'm completely new to machine learning.",
      text: REGULARIZATION_LECTURE,
      fileName: "lecture-07.md",
      locale: "en",
      answer: (question) => ({ selected: [question.options.at(-1) ?? "?"] }),
    });
    expect(outline.title).toContain("Regularization in Linear Models");
    expect(run.questions[0]?.message).toContain("Regularization in Linear Models");
    expect(outline.modules.slice(0, 4).map((unit) => unit.title)).toEqual(REGULARIZATION_SECTIONS);
    const titles = [outline.title, ...outline.modules.flatMap((unit) => [unit.title, ...unit.chapters.map((chapter) => chapter.title)])];
    for (const title of titles) expect(title).not.toMatch(/date|2025|further reading|lecture 7|generated|licen[cs]e/i);
    expect(outline.difficulty).toBe("beginner");
  });

  it("a plain-text Chinese handout: its first line names the subject (not 讲义), its 一、二、 sections are the modules", async () => {
    const { outline } = await documentCourse({
      goal: "根据这份讲义给我做一门课，我是零基础",
      text: CHINESE_INDEX_HANDOUT,
      fileName: "数据库索引讲义.txt",
      type: "text/plain",
      locale: "zh",
      answer: (question) => ({ selected: [question.options.at(-1) ?? "?"] }),
    });
    expect(outline.title).toContain("数据库索引");
    const titles = [outline.title, ...outline.modules.flatMap((unit) => [unit.title, ...unit.chapters.map((chapter) => chapter.title)])];
    for (const title of titles) expect(title).not.toMatch(/讲义|导出|版权/);
    expect(outline.modules.slice(0, 4).map((unit) => unit.title)).toEqual([
      "什么是索引",
      "B+树索引",
      "联合索引与最左前缀原则",
      "索引的代价",
    ]);
    expect(outline.difficulty).toBe("beginner");
  });
});
