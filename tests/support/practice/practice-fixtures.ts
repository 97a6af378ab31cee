/**
 * Test support (not a test file): practice questions and graded replies as the routes send them,
 * for component tests of the practice pages.
 */
import type { AttemptList, AttemptResponse, MasteryResponse, PracticeQuestion, ProgressSummary } from "@/features/practice/contract";

export function questionFixture(id: string, overrides: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return {
    id,
    courseId: "c1",
    chapterId: "ch1",
    kind: "cloze",
    prompt: `Question ${id}: the ____ moves downhill.`,
    options: null,
    citation: "chapters/01-01-gradient-descent.md:3-4",
    status: "active",
    source: "offline",
    card: { due: "2020-01-01T00:00:00.000Z", state: "new", reps: 0, lapses: 0, lastReview: null },
    attempts: 0,
    ...overrides,
  };
}

export function choiceFixture(id: string): PracticeQuestion {
  return questionFixture(id, {
    kind: "choice",
    prompt: "Which term is defined as the step size?",
    options: ["Gradient", "Learning rate", "Loss"],
  });
}

export function replyFixture(overrides: Partial<AttemptResponse> = {}): AttemptResponse {
  const nextDue = new Date(Date.now() + 3 * 86_400_000).toISOString();
  return {
    attemptId: "pa_1",
    correct: true,
    score: 1,
    feedback: "Right: gradient descent.",
    expected: "gradient descent",
    citation: "chapters/01-01-gradient-descent.md:3-4",
    answerShown: false,
    reviewed: true,
    rating: 3,
    nextDue,
    card: { due: nextDue, state: "review", reps: 1, lapses: 0, lastReview: new Date().toISOString() },
    ...overrides,
  };
}

export function masteryFixture(): MasteryResponse {
  return {
    rule: "A module is earned when each of its chapters has at least 2 correct answers on different questions.",
    modules: [
      {
        moduleIndex: 0,
        title: "Optimisation",
        status: "in_progress",
        chapters: [
          {
            chapterId: "ch1",
            title: "Gradient descent",
            status: "earned",
            questionsCorrect: 2,
            evidence: [
              { attemptId: "pa_1", itemId: "q1", createdAt: "2026-11-20T10:00:00.000Z" },
              { attemptId: "pa_2", itemId: "q2", createdAt: "2026-11-21T10:00:00.000Z" },
            ],
          },
          { chapterId: "ch2", title: "Learning rates", status: "not_started", questionsCorrect: 0, evidence: [] },
        ],
      },
      { moduleIndex: 1, title: "Models", status: "not_started", chapters: [] },
    ],
  };
}

/** A learner's progress figures as GET …/summary sends them: a 3-day streak, 95 s spent, the next 14 days. */
export function summaryFixture(overrides: Partial<ProgressSummary> = {}): ProgressSummary {
  const start = Date.parse("2026-03-10T00:00:00Z");
  const day = 86_400_000;
  return {
    timeZone: "UTC",
    today: "2026-03-10",
    streak: { days: 3, today: true, from: "2026-03-08T00:00:00.000Z" },
    timeSpentMs: 95_000,
    attempts: 4,
    correct: 3,
    dueNow: 2,
    dueDays: Array.from({ length: 14 }, (_, index) => ({
      day: new Date(start + index * day).toISOString().slice(0, 10),
      from: new Date(start + index * day).toISOString(),
      to: new Date(start + (index + 1) * day).toISOString(),
      count: index === 0 ? 2 : index === 3 ? 5 : 0,
    })),
    courses: [{ courseId: "c1", modules: { earned: 1, in_progress: 1, not_started: 0 }, dueNow: 2, attempts: 4 }],
    ...overrides,
  };
}

/** One page of attempts as GET …/attempts sends it. */
export function attemptListFixture(count = 2, nextCursor: string | null = null, first = 1): AttemptList {
  return {
    attempts: Array.from({ length: count }, (_, index) => ({
      id: `pa_${first + index}`,
      itemId: `q${first + index}`,
      courseId: "c1",
      chapterId: "ch1",
      prompt: `Question ${index + 1}: the ____ moves downhill.`,
      kind: "cloze" as const,
      citation: "chapters/01-01-gradient-descent.md:3-4",
      answer: index === 0 ? "gradient" : "",
      expected: "gradient",
      correct: index === 0,
      score: index === 0 ? 1 : 0,
      answerShown: false,
      counted: index === 0,
      confidence: 3,
      timeTakenMs: 12_000,
      createdAt: "2026-03-10T09:00:00.000Z",
    })),
    total: count + (nextCursor ? 1 : 0),
    nextCursor,
  };
}
