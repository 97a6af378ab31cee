/**
 * Test support (not a test file): practice questions and graded replies as the routes send them,
 * for component tests of the practice pages.
 */
import type { AttemptResponse, MasteryResponse, PracticeQuestion } from "@/features/practice/contract";

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
