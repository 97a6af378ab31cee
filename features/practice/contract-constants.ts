/**
 * The practice contract's plain constants (limits, the attempt body limit, the default retention),
 * apart from its zod schemas so browser code can import them without shipping zod. ./contract.ts
 * re-exports all of them.
 */
export const PRACTICE_LIMITS = {
  /** An answer, in characters; the body limit below refuses a longer one with 413 before it is parsed. */
  answerChars: 4000,
  /** Due questions per request (the default when `limit` is not given: 20). */
  dueLimit: 100,
  dueDefault: 20,
  hintsUsed: 50,
  /** A day: a longer "time taken" is a tab left open, not thinking time. */
  timeTakenMs: 86_400_000,
} as const;

/** JSON escapes make an answer at most 6 bytes per character; a little room for the other fields. */
export const ATTEMPT_BODY_LIMIT_BYTES = 16 * 1024;

/** The desired retention FSRS schedules for (the share of reviews recalled when due). */
export const DEFAULT_DESIRED_RETENTION = 0.9;

/**
 * The practice tools a tutor is given (app/_compose/practice-tutor.ts): ask a stored question, record
 * the learner's answer, and (the workspace) make a question from the lines the learner selected.
 */
export const PRACTICE_TOOL = {
  askQuestion: "askPracticeQuestion",
  recordAnswer: "recordPracticeAnswer",
  makeFromLines: "makeQuestionFromLines",
  explainMilestone: "explainMilestone",
} as const;

/** The tools the course model is given to make a chapter's questions and to grade a short answer (features/practice/agents). */
export const PRACTICE_MODEL_TOOL = {
  submitQuestions: "submitPracticeQuestions",
  gradeShortAnswer: "gradeShortAnswer",
} as const;

/** The practice feature's agents, as they name themselves on each model call (lib/ai/agent-call). */
export const PRACTICE_AGENT = {
  questionWriter: "practice-question-writer",
  selectionWriter: "practice-selection-writer",
  shortAnswerGrader: "practice-short-answer-grader",
} as const;
