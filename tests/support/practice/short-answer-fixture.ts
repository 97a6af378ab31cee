/**
 * Test support (not a test file): one short-answer question with a two-point rubric, for the tests
 * of how a model's grade is verified (features/practice/lib/verify-grade.ts) and of the model that
 * grades (tests/integration/practice-model-grading.test.ts).
 */
import type { GradableQuestion } from "@/features/practice/lib/grade-answer";

export const LEARNING_RATE_QUESTION: GradableQuestion = {
  kind: "short",
  language: "en",
  prompt: "What does a learning rate that is too large do?",
  answer: "It overshoots the minimum and the loss diverges.",
  accepted: [],
  options: null,
  keyPoints: ["overshoots the minimum", "the loss diverges"],
  support: "A learning rate that is too large overshoots the minimum, and the loss diverges instead of falling.",
};

/** A grader's claim that each of `count` points is made, every one backed by `quote`. */
export const everyPointMade = (count: number, quote: string) =>
  Array.from({ length: count }, (_point, index) => ({ point: index + 1, made: true, quote }));
