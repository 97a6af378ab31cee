/**
 * The practice feature's contract (issue 24): questions on every chapter, graded attempts, spaced
 * review with ts-fsrs, and milestones earned with evidence.
 *
 *   GET  /api/courses/:id/practice               → PracticeListResponse (questions, card state, counts)
 *   GET  /api/courses/:id/mastery                → MasteryResponse (per module and chapter: status, the attempts that count)
 *   GET  /api/review/due?limit=                  → DueResponse (due questions across the browser's courses)
 *   POST /api/practice/items/:itemId/attempts    AttemptRequest → 201 AttemptResponse
 *   DELETE /api/practice/items/:itemId           → 204 (never asked again; its attempts are no longer evidence)
 *   GET  /api/courses/:id/practice/export?format=anki|csv|json → a download (Anki text import, CSV, or PracticeExport JSON)
 *   PUT /api/courses/:id/practice/claims/:chapterId { claimed } → 204 ("I already know this": the learner's claim, never evidence)
 *   (progress figures and the attempts behind them: ./contract-progress.ts)
 *
 * A question on the wire never carries its answer key: the answer comes back with the attempt's
 * grade. A foreign or unknown id is 404, an attempt on a stale or deleted question 409.
 */
import { z } from "zod";
import { storedInt, storedText } from "@/lib/stored-text";
import {
  ATTEMPT_BODY_LIMIT_BYTES,
  DEFAULT_DESIRED_RETENTION,
  PRACTICE_AGENT,
  PRACTICE_LIMITS,
  PRACTICE_MODEL_TOOL,
  PRACTICE_TOOL,
} from "./contract-constants";
import { questionPlaceSchema } from "./contract-progress";

// The constants live apart from the schemas so browser code can import them without zod.
export { ATTEMPT_BODY_LIMIT_BYTES, DEFAULT_DESIRED_RETENTION, PRACTICE_AGENT, PRACTICE_LIMITS, PRACTICE_MODEL_TOOL, PRACTICE_TOOL };

export const practiceKindSchema = z.enum(["choice", "cloze", "short"]);
export type PracticeKind = z.infer<typeof practiceKindSchema>;

/** active → stale (its chapter was rewritten) | deleted; neither is answered again, both keep their attempts. */
export const practiceStatusSchema = z.enum(["active", "stale", "deleted"]);
export type PracticeStatus = z.infer<typeof practiceStatusSchema>;

/** generated: by the course model; offline: from the chapter text itself; learner: the learner's own. */
export const practiceSourceSchema = z.enum(["generated", "offline", "learner"]);
export type PracticeSource = z.infer<typeof practiceSourceSchema>;

/** ts-fsrs `State`, by name. */
export const cardStateSchema = z.enum(["new", "learning", "review", "relearning"]);
export type CardStateName = z.infer<typeof cardStateSchema>;

/** A question's card as the learner sees it. */
export const cardViewSchema = z.object({
  due: z.string(),
  state: cardStateSchema,
  reps: z.number().int(),
  lapses: z.number().int(),
  lastReview: z.string().nullable(),
});
export type CardView = z.infer<typeof cardViewSchema>;

/** A question as it is asked: no answer key. `citation` is `chapters/…md:start-end`. */
export const practiceQuestionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  kind: practiceKindSchema,
  prompt: z.string(),
  /** choice: the options in order; null otherwise. */
  options: z.array(z.string()).nullable(),
  citation: z.string(),
  status: practiceStatusSchema,
  source: practiceSourceSchema,
  card: cardViewSchema,
  attempts: z.number().int(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceListResponseSchema = z.object({
  questions: z.array(practiceQuestionSchema),
  counts: z.object({
    /** Active questions. */
    total: z.number().int(),
    due: z.number().int(),
    new: z.number().int(),
    stale: z.number().int(),
    attempts: z.number().int(),
    correct: z.number().int(),
  }),
});
export type PracticeListResponse = z.infer<typeof practiceListResponseSchema>;

/** `places` (./contract-progress.ts): one per chapter the questions come from; none for a course that cannot be named. */
export const dueResponseSchema = z.object({
  questions: z.array(practiceQuestionSchema),
  places: z.array(questionPlaceSchema).default([]),
});
export type DueResponse = z.infer<typeof dueResponseSchema>;

export const attemptRequestSchema = z.object({
  /** Any Unicode; stored NFC-normalised (lib/stored-text). An empty answer is "I don't know": graded, not refused. */
  answer: storedText({ max: PRACTICE_LIMITS.answerChars, multiline: true }),
  /** 1 guessed, 2 unsure, 3 fairly sure, 4 certain — asked before the answer is revealed. */
  confidence: storedInt(1, 4),
  timeTakenMs: storedInt(0, PRACTICE_LIMITS.timeTakenMs).optional(),
  hintsUsed: storedInt(0, PRACTICE_LIMITS.hintsUsed).optional(),
  /** The learner saw the answer before this try: kept, but neither a review nor evidence. */
  answerShown: z.boolean().optional(),
});
export type AttemptRequest = z.infer<typeof attemptRequestSchema>;

export const attemptResponseSchema = z.object({
  attemptId: z.string(),
  correct: z.boolean(),
  /** 0..1: the share of key points made (choice and cloze: 0 or 1). */
  score: z.number(),
  feedback: z.string(),
  missingPoints: z.array(z.string()).optional(),
  misconception: z.string().optional(),
  /** The right answer (the option, the term, or the key points). */
  expected: z.string(),
  citation: z.string(),
  /**
   * The answer had been shown before this try: the browser said so, or it is a retry of a question
   * whose last answer was wrong (that reply showed the right one) before FSRS brings it back.
   */
  answerShown: z.boolean(),
  /** Whether this attempt was an FSRS review (false after the answer was shown). */
  reviewed: z.boolean(),
  /** The FSRS rating it was reviewed with (1 Again … 4 Easy), null when it was not a review. */
  rating: z.number().int().min(1).max(4).nullable(),
  /** When the question is due next (ts-fsrs). */
  nextDue: z.string(),
  card: cardViewSchema,
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

export const masteryStatusSchema = z.enum(["earned", "in_progress", "not_started"]);
export type MasteryStatus = z.infer<typeof masteryStatusSchema>;

/** An attempt that counts as evidence: correct, and not made after the answer was shown. */
export const evidenceSchema = z.object({ attemptId: z.string(), itemId: z.string(), createdAt: z.string() });

export const masteryResponseSchema = z.object({
  /** The rule, in words (the same as the README's). */
  rule: z.string(),
  modules: z.array(
    z.object({
      moduleIndex: z.number().int(),
      title: z.string(),
      status: masteryStatusSchema,
      chapters: z.array(
        z.object({
          chapterId: z.string(),
          title: z.string(),
          status: masteryStatusSchema,
          /** Different questions answered correctly (the rule asks for 2). */
          questionsCorrect: z.number().int(),
          evidence: z.array(evidenceSchema),
          /** The learner said "I already know this": their own claim, shown as such, never evidence (it changes no status). */
          claimed: z.boolean().optional(),
        }),
      ),
    }),
  ),
});
export type MasteryResponse = z.infer<typeof masteryResponseSchema>;

/** What the practice export gives (GET /api/courses/:id/practice/export?format=): Anki's text import, CSV, or JSON. */
export const practiceExportFormatSchema = z.enum(["anki", "csv", "json"]);
export type PracticeExportFormat = z.infer<typeof practiceExportFormatSchema>;

/** The JSON export: the course's questions (every status, answer keys included), its attempts, and the review log. */
export const practiceExportSchema = z.object({
  format: z.literal("nexusnote-practice"),
  version: z.literal(1),
  exportedAt: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
  questions: z.array(
    z.object({
      id: z.string(),
      kind: practiceKindSchema,
      prompt: z.string(),
      options: z.array(z.object({ text: z.string(), misconception: z.string().nullable() })).nullable(),
      answer: z.string(),
      accepted: z.array(z.string()),
      keyPoints: z.array(z.string()),
      citation: z.string(),
      status: practiceStatusSchema,
      source: practiceSourceSchema,
      card: cardViewSchema,
    }),
  ),
  attempts: z.array(
    z.object({
      id: z.string(),
      itemId: z.string(),
      answer: z.string(),
      correct: z.boolean(),
      score: z.number(),
      feedback: z.string(),
      missingPoints: z.array(z.string()),
      misconception: z.string().nullable(),
      confidence: z.number().int(),
      timeTakenMs: z.number().int().nullable(),
      hintsUsed: z.number().int(),
      answerShown: z.boolean(),
      rating: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** The FSRS reviews, in order: the attempts that moved a card (not those made after the answer was shown). */
  reviewLog: z.array(z.object({ attemptId: z.string(), itemId: z.string(), rating: z.number().int(), reviewedAt: z.string() })),
});
export type PracticeExport = z.infer<typeof practiceExportSchema>;
export * from "./contract-progress";
export * from "./contract-own";

/*
 * Guided mode (issue 26): the hint ladder of the question being worked on, kept on the server. Each
 * tutor turn in guided mode ends with one transient `data-guided` part carrying this view (the page
 * renders it; checks read it). The answer key never travels in it, only the learner's own tries.
 */
export const GUIDED_DATA_PART = "data-guided" as const;
export const guidedStepSchema = z.enum(["ask", "confidence", "hint1", "hint2", "hint3", "solved", "solution"]);
export type GuidedStep = z.infer<typeof guidedStepSchema>;

export const guidedViewSchema = z.object({
  mode: z.enum(["guided", "explain"]),
  /** The question being worked on, as it is asked (no answer key); null when none is. */
  question: z
    .object({
      itemId: z.string(),
      kind: practiceKindSchema,
      prompt: z.string(),
      options: z.array(z.string()).nullable(),
      citation: z.string(),
    })
    .nullable(),
  step: guidedStepSchema.nullable(),
  hintsUsed: z.number().int().min(0).max(3),
  attempts: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** What the learner tried, in order (the latest ten). */
  tries: z.array(z.object({ answer: z.string(), correct: z.boolean(), confidence: z.number().int().min(1).max(4) })),
  /** An answer is waiting for how sure the learner is (1–4) before it is checked. */
  awaitingConfidence: z.boolean(),
  /** "Show me the answer" is offered: only after an attempt. */
  canShowAnswer: z.boolean(),
  /** Tutor messages held back this turn because they gave the answer away. */
  held: z.number().int().min(0),
});
export type GuidedView = z.infer<typeof guidedViewSchema>;
