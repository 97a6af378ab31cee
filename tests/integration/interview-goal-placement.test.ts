/**
 * The placement check of a course made from a goal alone (no document), with no key, through the real
 * interview route (issue 24 item 5): after the background question, graded option cards on terms true of
 * any subject of the goal's kind, always with "I don't know", an early stage of the path first and a
 * later one after; graded by the app against the key stored with each card; the outline's rationale says
 * what the answers showed, and the course keeps both the level the learner stated and the one checked.
 * A subject of no known kind gets a self-rating that says it is one. English and Chinese.
 */
import { describe, expect, it } from "vitest";
import type { PresentOptionsInput } from "@/features/interview/lib/interview-schemas";
import { kindStageTerms } from "@/lib/ai/offline/knowledge/stage-terms";
import type { TopicKind } from "@/lib/ai/offline/knowledge/topic-kind";
import type { Locale } from "@/lib/i18n/locales";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import { goalCourse } from "@/tests/support/interview/course-chapters";

setUpCourseRouteEnvironment();

const DONT_KNOW: Record<Locale, string> = { en: "I don't know", zh: "我不知道" };

/** Answers the placement cards in turn with `picks` ("key", "wrong" or "idk"), the first option elsewhere. */
function placementAnswers(...picks: readonly ("key" | "wrong" | "idk")[]): AnswerStrategy {
  let asked = 0;
  return (question) => {
    if (question.targetField !== "placement") return { selected: [question.options[0] ?? "?"] };
    const pick = picks[asked++] ?? "idk";
    const key = question.placement?.answer;
    const wrong = question.options.slice(0, -1).find((option) => option !== key);
    return { selected: [(pick === "key" ? key : pick === "wrong" ? wrong : question.options.at(-1)) ?? "?"] };
  };
}

/** The stage of the kind's path a card's key comes from, and the key's definition as the table has it. */
function keyStage(card: PresentOptionsInput, kind: TopicKind, lang: Locale): { stage: number; definition: string } {
  const stages = kindStageTerms(kind, lang);
  const stage = stages.findIndex((terms) => terms.some(([term]) => term === card.placement?.answer));
  const definition = stages[stage]?.find(([term]) => term === card.placement?.answer)?.[1] ?? "";
  return { stage, definition: definition.replace(/[.。]$/u, "") };
}

function expectGradedCards(placement: PresentOptionsInput[], kind: TopicKind, lang: Locale) {
  expect(placement).toHaveLength(2);
  const stages = kindStageTerms(kind, lang);
  const found = placement.map((card) => {
    expect(card.options.at(-1)).toBe(DONT_KNOW[lang]);
    expect(card.options.slice(0, -1)).toContain(card.placement?.answer);
    const { stage, definition } = keyStage(card, kind, lang);
    expect(stage, card.placement?.answer).toBeGreaterThanOrEqual(0);
    // Asked from its definition; the wrong options are other terms of the same stage.
    expect(card.message).toContain(definition);
    for (const option of card.options.slice(0, -1))
      expect(
        stages[stage]!.some(([term]) => term === option),
        option,
      ).toBe(true);
    return stage;
  });
  // An early stage first, a later one after: the answers tell a beginner from someone further on.
  expect(found).toEqual([0, stages.length - 1]);
}

describe("a goal-only course's placement check, with no key", () => {
  it("English: says they are new but answers both right — graded cards, checked advanced, both levels kept and said", async () => {
    const { placement, outline, course } = await goalCourse({
      goal: "I'm new to Kubernetes",
      locale: "en",
      answer: placementAnswers("key", "key"),
    });
    expectGradedCards(placement, "software", "en");
    expect(outline.difficulty).toBe("advanced");
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "advanced" });
    const [first, second] = placement.map((card) => card.placement!.answer!);
    expect(outline.designRationale).toContain(
      `The placement check showed 2 of 2 placement answers right — “${first}”: answered right; “${second}”: answered right, so the course is pitched at advanced level.`,
    );
    expect(outline.designRationale).toContain("In your own words you were at beginner level; both levels are kept with your course.");
  });

  it("English: says they have years but knows none of the terms — checked beginner, the course starts from the fundamentals", async () => {
    const { placement, outline, course } = await goalCourse({
      goal: "I've worked with Docker for years and want to learn more Docker",
      locale: "en",
      answer: placementAnswers("idk", "idk"),
    });
    expectGradedCards(placement, "software", "en");
    expect(outline.difficulty).toBe("beginner");
    expect(course.profile).toMatchObject({ statedLevel: "advanced", checkedLevel: "beginner" });
    expect(outline.designRationale).toMatch(
      /The placement check showed 0 of 2 placement answers right — “[^”]+”: didn't know yet; “[^”]+”: didn't know yet/,
    );
    expect(outline.designRationale).toContain(
      "but your placement answers showed beginner level, so the course starts from the fundamentals",
    );
  });

  it("English: the early term right, the later one wrong — intermediate, and the wrong answer is called wrong, never right", async () => {
    const { placement, outline, course } = await goalCourse({
      goal: "I want to learn watercolor painting",
      locale: "en",
      answer: placementAnswers("key", "wrong"),
    });
    expectGradedCards(placement, "arts", "en");
    expect(outline.difficulty).toBe("intermediate");
    expect(course.profile.checkedLevel).toBe("intermediate");
    expect(outline.designRationale).toMatch(/1 of 2 placement answers right — “[^”]+”: answered right; “[^”]+”: answered wrong/);
  });

  it("Chinese: 零基础 but answers both right — 摸底题 graded, 高阶 checked, both levels kept and said", async () => {
    const { placement, outline, course } = await goalCourse({
      goal: "我是零基础，想学日语",
      locale: "zh",
      answer: placementAnswers("key", "key"),
    });
    expectGradedCards(placement, "language", "zh");
    expect(placement[0]!.message).toMatch(/哪个术语的意思是「[^」]+」？$/);
    expect(outline.difficulty).toBe("advanced");
    expect(course.profile).toMatchObject({ statedLevel: "beginner", checkedLevel: "advanced" });
    expect(outline.designRationale).toMatch(
      /摸底结果：摸底题答对 2\/2——「[^」]+」：答对；「[^」]+」：答对，所以课程按高阶水平设计。按你自己的描述是入门水平/,
    );
  });

  it("Chinese: 好多年 but 我不知道 on both — 入门 checked, the course starts from the basics", async () => {
    const { placement, outline, course } = await goalCourse({
      goal: "我用 Python 好多年了，想系统学 Python",
      locale: "zh",
      answer: placementAnswers("idk", "idk"),
    });
    expectGradedCards(placement, "software", "zh");
    expect(outline.difficulty).toBe("beginner");
    expect(course.profile).toMatchObject({ statedLevel: "advanced", checkedLevel: "beginner" });
    expect(outline.designRationale).toMatch(/摸底题答对 0\/2——「[^」]+」：还不知道；「[^」]+」：还不知道/);
  });

  it.each([
    ["I want to learn beekeeping", "en", /no right answer — rate yourself/, /self-assessed on 2 sub-skills/, /you rated yourself/],
    ["我想学养蜂", "zh", /这一题没有对错，请自评/, /自评了 2 项技能/, /你的自评是/],
  ] as const)(
    "%s: a subject of no known kind gets a self-rating that says so, graded nothing",
    async (goal, locale, says, kept, rationale) => {
      // The most confident option on every card.
      const { placement, outline, course } = await goalCourse({
        goal,
        locale,
        answer: (card) => ({ selected: [card.options[0] ?? "?"] }),
      });
      expect(placement).toHaveLength(2);
      for (const card of placement) {
        expect(card.placement?.answer).toBeUndefined();
        expect(card.message).toMatch(says);
        expect(card.options.at(-1)).toBe(DONT_KNOW[locale]);
      }
      expect(course.profile.placement).toMatch(kept);
      expect(outline.designRationale).toMatch(rationale);
    },
  );
});
