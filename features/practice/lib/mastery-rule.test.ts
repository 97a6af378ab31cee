import { describe, expect, it } from "vitest";
import { masteryOf, type MasteryAttempt, type MasteryChapter } from "./mastery-rule";

const chapters: MasteryChapter[] = [
  { id: "ch_a", title: "Loss", moduleIndex: 0, moduleTitle: "Basics" },
  { id: "ch_b", title: "Gradient descent", moduleIndex: 0, moduleTitle: "Basics" },
  { id: "ch_c", title: "Momentum", moduleIndex: 1, moduleTitle: "Beyond" },
];

let clock = Date.parse("2026-03-01T09:00:00Z");
function attempt(chapterId: string, itemId: string, overrides: Partial<MasteryAttempt> = {}): MasteryAttempt {
  clock += 60_000;
  return {
    id: `pa_${clock}`,
    itemId,
    chapterId,
    itemStatus: "active",
    correct: true,
    answerShown: false,
    createdAt: new Date(clock),
    ...overrides,
  };
}

const statuses = (attempts: MasteryAttempt[]) => {
  const mastery = masteryOf(chapters, attempts, "en");
  return {
    modules: mastery.modules.map((module) => module.status),
    chapters: mastery.modules.flatMap((module) => module.chapters.map((chapter) => chapter.status)),
  };
};

describe("the milestone rule", () => {
  it("nothing answered: nothing started; the rule is stated in the course's language", () => {
    expect(statuses([])).toEqual({ modules: ["not_started", "not_started"], chapters: ["not_started", "not_started", "not_started"] });
    expect(masteryOf(chapters, [], "en").rule).toMatch(/at least 2 correct answers on different questions/);
    expect(masteryOf(chapters, [], "zh").rule).toMatch(/至少有 2 道不同的题答对/);
  });

  it("two correct answers on the same question are one question: in progress, not earned", () => {
    expect(statuses([attempt("ch_a", "q1"), attempt("ch_a", "q1")]).chapters[0]).toBe("in_progress");
  });

  it("a module is earned only when each of its chapters has two different questions right", () => {
    const aDone = [attempt("ch_a", "q1"), attempt("ch_a", "q2")];
    expect(statuses(aDone)).toEqual({ modules: ["in_progress", "not_started"], chapters: ["earned", "not_started", "not_started"] });
    const bothDone = [...aDone, attempt("ch_b", "q3", { correct: false }), attempt("ch_b", "q3"), attempt("ch_b", "q4")];
    expect(statuses(bothDone)).toEqual({ modules: ["earned", "not_started"], chapters: ["earned", "earned", "not_started"] });
  });

  it("answer-shown retries, wrong answers and deleted questions are no evidence; a stale question keeps its evidence", () => {
    const shown = [attempt("ch_a", "q1"), attempt("ch_a", "q2", { answerShown: true })];
    expect(statuses(shown).chapters[0]).toBe("in_progress");
    const wrong = [attempt("ch_a", "q1"), attempt("ch_a", "q2", { correct: false })];
    expect(statuses(wrong).chapters[0]).toBe("in_progress");
    const deleted = [attempt("ch_a", "q1"), attempt("ch_a", "q2", { itemStatus: "deleted" })];
    expect(statuses(deleted).chapters[0]).toBe("in_progress");
    const stale = [attempt("ch_a", "q1"), attempt("ch_a", "q2", { itemStatus: "stale" })];
    expect(statuses(stale).chapters[0]).toBe("earned");
  });

  it("each chapter lists the attempts that count, oldest first", () => {
    const counted = attempt("ch_b", "q3");
    const later = attempt("ch_b", "q4");
    const mastery = masteryOf(chapters, [later, attempt("ch_b", "q5", { answerShown: true }), counted], "en");
    const chapter = mastery.modules[0]!.chapters[1]!;
    expect(chapter.evidence.map((evidence) => evidence.attemptId)).toEqual([counted.id, later.id]);
    expect(chapter.questionsCorrect).toBe(2);
  });

  it('"I already know this" is shown as the learner\'s claim and counts for nothing: no status moves on a claim', () => {
    const everything = new Set(chapters.map((chapter) => chapter.id));
    const claimedOnly = masteryOf(chapters, [], "en", everything);
    expect(claimedOnly.modules.map((module) => module.status)).toEqual(["not_started", "not_started"]);
    expect(
      claimedOnly.modules.flatMap((module) =>
        module.chapters.map((chapter) => [chapter.claimed, chapter.status, chapter.questionsCorrect]),
      ),
    ).toEqual([
      [true, "not_started", 0],
      [true, "not_started", 0],
      [true, "not_started", 0],
    ]);
    // A claim beside one right answer is still one right answer: in progress, not earned.
    const one = masteryOf(chapters, [attempt("ch_a", "q1")], "en", new Set(["ch_a"]));
    expect(one.modules[0]!.chapters[0]).toMatchObject({ claimed: true, status: "in_progress", questionsCorrect: 1 });
    expect(masteryOf(chapters, [], "en").modules[0]!.chapters[0]!.claimed).toBe(false);
  });
});
