/**
 * The course's topic is its subject, never the learner's sentence (issue 25), with no key, through
 * the real interview and course routes: with a document attached, the document's (shortened) title,
 * the sentence giving only intent and level; without one, the subject read from the sentence, its
 * level and purpose kept in their own fields. Every chapter the background writer then writes names
 * the subject, not the sentence.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { goalCourse, writtenChapters } from "@/tests/support/interview/course-chapters";
import { documentCourse } from "@/tests/support/interview/document-course";
import { fakeMaterialKeeper, switchMaterialKeeper } from "@/tests/support/interview/fake-material-keeper";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import { CHINESE_ML_NOTES, SOURDOUGH_SECTIONS } from "@/tests/support/interview/material-fixtures";

vi.mock("@/app/_compose/interview-material-keeper", async () =>
  (await import("@/tests/support/interview/fake-material-keeper")).mockedMaterialKeeperModule(),
);

const db = setUpCourseRouteEnvironment();
beforeAll(() => switchMaterialKeeper(fakeMaterialKeeper()));
afterAll(() => switchMaterialKeeper(undefined));

const lastOption: AnswerStrategy = (question) => ({ selected: [question.options.at(-1) ?? "?"] });

/** A long title with a subtitle: the course's subject is its main title. */
const BREAD_NOTES = [
  "# Sourdough Bread at Home: Starters, Hydration and the Long Ferment Explained for Busy Bakers",
  "",
  ...SOURDOUGH_SECTIONS,
  "",
  "## Bulk fermentation",
  "Bulk fermentation is the first rise of the whole dough, before it is divided and shaped.",
].join("\n");

/** Where a chapter names the course's topic: "“Starter” is one building block of Sourdough Bread." */
const BUILDING_BLOCK = /is one building block of (.+?)\. |」是(.+?)的一块基石。/gu;

/**
 * The stored topic is the subject; every chapter names it (as a name, read by the writer: "Sourdough Bread at
 * Home" → "Sourdough Bread") and never the learner's sentence as one (whole, or clipped as a long name is).
 * A quoted clause of it ("You described your starting point as “I'm completely new to Git”") is the learner's
 * level, rightly quoted.
 */
function expectSubjectOnly(topic: string | null, chapters: string[], subject: string, named: string, sentence: string) {
  expect(topic).toBe(subject);
  const asName = sentence.slice(0, 40);
  for (const text of chapters) expect(text).not.toContain(asName);
  const names = chapters.flatMap((text) => [...text.matchAll(BUILDING_BLOCK)].map((match) => (match[1] ?? match[2] ?? "").trim()));
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names)).toEqual(new Set([named]));
}

/** The two documents the cases attach: what the course's subject is, and how a chapter names it. */
const BREAD = {
  locale: "en",
  text: BREAD_NOTES,
  fileName: "bread.md",
  subject: "Sourdough Bread at Home",
  named: "Sourdough Bread",
} as const;
const ML = { locale: "zh", text: CHINESE_ML_NOTES, fileName: "ml.md", subject: "机器学习基础", named: "机器学习" } as const;

const DOCUMENT_CASES: {
  goal: string;
  locale: Locale;
  text: string;
  fileName: string;
  subject: string;
  named: string;
  level: "beginner" | "advanced";
}[] = [
  // A level clause after the request.
  { goal: "Build a course from this document, I've been baking bread for years", ...BREAD, level: "advanced" },
  // A level clause before it.
  { goal: "I'm a complete beginner, make me a course from these notes", ...BREAD, level: "beginner" },
  { goal: "根据这份笔记给我做一门课，我从零开始", ...ML, level: "beginner" },
  { goal: "我从零开始，根据这份笔记给我做一门课", ...ML, level: "beginner" },
];

const GOAL_CASES: { goal: string; locale: Locale; subject: string; level: "beginner" | "advanced" }[] = [
  // Level, then purpose.
  { goal: "I'm completely new to Git and want to use it for my team project", locale: "en", subject: "Git", level: "beginner" },
  // Subject and purpose, then level.
  { goal: "Git for my team project, I'm a complete beginner", locale: "en", subject: "Git", level: "beginner" },
  // Years in another skill, then the subject and purpose.
  { goal: "I've been programming in Java for years and want to learn Rust for my job", locale: "en", subject: "Rust", level: "advanced" },
  { goal: "我想学Git，我从零开始", locale: "zh", subject: "Git", level: "beginner" },
  { goal: "我从零开始，想学Git，用在团队项目里", locale: "zh", subject: "Git", level: "beginner" },
];

describe("the course's topic is the subject alone, with no key", () => {
  it.each(DOCUMENT_CASES)(
    "with a document: $goal → $subject",
    async ({ goal, locale, text, fileName, subject, named, level }) => {
      const { course, cookie } = await documentCourse({ goal, text, fileName, locale, answer: lastOption });
      // The learner's sentence stays the course's goal: what they asked for, in their words; its level, a field of its own.
      expect(course.goal).toBe(goal);
      expect(course.profile.statedLevel).toBe(level);
      expectSubjectOnly(course.profile.topic, await writtenChapters(db().db, cookie, course.id), subject, named, goal);
    },
    60_000,
  );

  it.each(GOAL_CASES)(
    "without one: $goal → $subject",
    async ({ goal, locale, subject, level }) => {
      const { course, cookie } = await goalCourse({ goal, locale, answer: lastOption });
      expect(course.goal).toBe(goal);
      // The level the sentence stated is kept in its own field.
      expect(course.profile.statedLevel).toBe(level);
      expectSubjectOnly(course.profile.topic, await writtenChapters(db().db, cookie, course.id), subject, subject, goal);
    },
    60_000,
  );
});
