/**
 * The practice contract's progress part (issue 24 item 6), re-exported by ./contract.ts:
 *
 *   GET /api/practice/summary?tz=|offset=                     → ProgressSummary (all the learner's courses)
 *   GET /api/courses/:id/practice/summary?tz=|offset=         → ProgressSummary (this course)
 *   GET /api/practice/attempts?from=&to=&dueFrom=&dueTo=&counted=&cursor=&limit=           → AttemptList
 *   GET /api/courses/:id/practice/attempts?…&chapterId=&module=                            → AttemptList
 *   PUT /api/courses/:id/practice/claims/:chapterId { claimed }                           → 204
 *
 * Every figure of the summary opens the attempts behind it: the streak its days' attempts (from/to),
 * time spent all attempts, the reviews due (and each day of the due chart) the attempts on the
 * questions due then (dueFrom/dueTo), mastery the counted attempts of a module (module, counted).
 */
import { z } from "zod";

export const PROGRESS_LIMITS = { attemptsDefault: 50, attemptsMax: 100 } as const;

const iso = z.string();

export const dueDaySchema = z.object({ day: z.string(), from: iso, to: iso, count: z.number().int() });

export const moduleCountsSchema = z.object({
  earned: z.number().int(),
  in_progress: z.number().int(),
  not_started: z.number().int(),
});
export type ModuleCounts = z.infer<typeof moduleCountsSchema>;

export const progressSummarySchema = z.object({
  /** The zone the days were counted in (what the browser sent, or UTC). */
  timeZone: z.string(),
  /** Today in that zone, YYYY-MM-DD. */
  today: z.string(),
  streak: z.object({
    /** Consecutive days with at least one attempt, up to today (yesterday's streak stands until today ends). */
    days: z.number().int(),
    today: z.boolean(),
    /** When the streak's first day began: its attempts are those from here on. */
    from: iso.nullable(),
  }),
  /** Sum of the attempts' time taken (an attempt without one counts 0). */
  timeSpentMs: z.number(),
  attempts: z.number().int(),
  correct: z.number().int(),
  /** Active questions due now (overdue included). */
  dueNow: z.number().int(),
  /** The next 14 days, today first. */
  dueDays: z.array(dueDaySchema),
  /** Each course with questions: its modules by status and what is due. */
  courses: z.array(z.object({ courseId: z.string(), modules: moduleCountsSchema, dueNow: z.number().int(), attempts: z.number().int() })),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const attemptRowSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  prompt: z.string(),
  kind: z.enum(["choice", "cloze", "short"]),
  citation: z.string(),
  answer: z.string(),
  /** The right answer: the learner has seen it with this attempt's grade. */
  expected: z.string(),
  correct: z.boolean(),
  score: z.number(),
  answerShown: z.boolean(),
  /** Evidence under the mastery rule (correct, answer not shown first, question not deleted). */
  counted: z.boolean(),
  confidence: z.number().int(),
  timeTakenMs: z.number().int().nullable(),
  createdAt: iso,
});
export type AttemptRow = z.infer<typeof attemptRowSchema>;

export const attemptListSchema = z.object({
  attempts: z.array(attemptRowSchema),
  /** How many attempts match, all pages together. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page (older attempts); null on the last. */
  nextCursor: z.string().nullable(),
});
export type AttemptList = z.infer<typeof attemptListSchema>;

/** What the attempt lists can be narrowed to; every field optional, all of them together narrow. */
export interface AttemptFilter {
  from?: string;
  to?: string;
  dueFrom?: string;
  dueTo?: string;
  counted?: boolean;
  chapterId?: string;
  /** 1-based, as the course page numbers modules (course route only). */
  module?: number;
}

/** "I already know this" on a chapter (true) or withdrawn (false): the learner's claim, never evidence. */
export const claimRequestSchema = z.object({ claimed: z.boolean() }).strict();
export type ClaimRequest = z.infer<typeof claimRequestSchema>;
export const CLAIM_BODY_LIMIT_BYTES = 1024;

/** Where a due question comes from, so /review can say it: its course and chapter, by the chapter's id. */
export const questionPlaceSchema = z.object({
  chapterId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  chapterTitle: z.string(),
});
export type QuestionPlace = z.infer<typeof questionPlaceSchema>;
