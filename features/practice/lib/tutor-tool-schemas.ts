import { z } from "zod";
import { practiceKindSchema } from "../contract";
import { localeSchema } from "@/lib/i18n/locale";

/** The practice tools' inputs and outputs, as the tutor's model sees them (tools/, offline/). */
export const askPracticeQuestionInputSchema = z.object({
  chapter: z
    .string()
    .max(200)
    .optional()
    .describe(
      "Optional: the topic to ask about — words of a chapter's title, its path (chapters/01-02-….md), or the subject the learner named; otherwise the most overdue question",
    ),
  itemId: z
    .string()
    .max(100)
    .optional()
    .describe(
      "Optional: ask again a question already made (makeQuestionFromLines) or asked in this conversation, by its itemId — when the learner wants to be quizzed on it",
    ),
});

const quizQuestionSchema = z.object({
  itemId: z.string(),
  kind: practiceKindSchema,
  prompt: z.string(),
  options: z.array(z.string()).nullable(),
  citation: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const askPracticeQuestionOutputSchema = z.union([
  z.object({ ok: z.literal(true), question: quizQuestionSchema }),
  // noCourses: the learner has no course at all (the chat), so there is nothing to draw from, not nothing on a topic.
  z.object({ ok: z.literal(false), error: z.string(), noCourses: z.boolean().optional() }),
]);
export type AskPracticeQuestionOutput = z.infer<typeof askPracticeQuestionOutputSchema>;

export const recordPracticeAnswerInputSchema = z.object({
  itemId: z.string().max(100).describe("The itemId askPracticeQuestion returned"),
  confidence: z
    .number()
    .int()
    .min(1)
    .max(4)
    .describe("How sure the learner said they were before seeing the answer: 1 guessed, 2 unsure, 3 fairly sure, 4 certain"),
});

export const recordPracticeAnswerOutputSchema = z.union([
  z.object({
    ok: z.literal(true),
    correct: z.boolean(),
    /** The learner's words as recorded (their message, never the tutor's). */
    answer: z.string(),
    feedback: z.string(),
    missingPoints: z.array(z.string()).optional(),
    misconception: z.string().optional(),
    expected: z.string(),
    citation: z.string(),
    nextDue: z.string(),
    counted: z.boolean(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type RecordPracticeAnswerOutput = z.infer<typeof recordPracticeAnswerOutputSchema>;

export const makeQuestionFromLinesInputSchema = z.object({
  path: z.string().min(1).max(300).describe("The chapter file the learner selected lines in (chapters/….md)"),
  lineStart: z.number().int().min(1).describe("The first selected line"),
  lineEnd: z.number().int().min(1).describe("The last selected line"),
});

export const makeQuestionFromLinesOutputSchema = z.union([
  z.object({ ok: z.literal(true), question: quizQuestionSchema }),
  // said: why no question was made, in each language the app speaks (the offline tutor says it in the learner's).
  z.object({ ok: z.literal(false), error: z.string(), said: z.record(localeSchema, z.string()).optional() }),
]);
export const explainMilestoneInputSchema = z.object({
  milestone: z
    .number()
    .int()
    .min(1)
    .max(99)
    .describe("The milestone's number in milestones.md (1-based: one per module, then the capstone)"),
});

export const explainMilestoneOutputSchema = z.union([
  z.object({ ok: z.literal(true), text: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

export type MakeQuestionFromLinesOutput = z.infer<typeof makeQuestionFromLinesOutputSchema>;
