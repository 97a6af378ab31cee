/**
 * The learner's own questions (issue 24 item 1), re-exported by ./contract.ts:
 *
 *   POST  /api/courses/:id/practice/items { chapterId | path, lineStart, lineEnd } → 201 EditableQuestion
 *         ("make a question from these lines": made from the selection, citing it, checked when stored)
 *   GET   /api/practice/items/:itemId                                    → EditableQuestion (with its answer key)
 *   PATCH /api/practice/items/:itemId QuestionEdit                       → EditableQuestion
 *
 * An edit is checked by the same schema and citation check as a new question. An edit of the
 * wording alone keeps the question, its schedule and its attempts. An edit of the answer (the
 * answer, its variants, the options or the key points) makes it another question: the old one is
 * retired (its attempts were graded against the old answer, so they stop counting as evidence) and
 * the edited one starts a new FSRS schedule; `replaced` names the retired one.
 */
import { z } from "zod";
import { storedInt, storedText } from "@/lib/stored-text";

export const OWN_QUESTION_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * The chapter by id (the reader) or by its workspace file path (`chapters/…md`, the workspace
 * editor), exactly one of them. Another workspace file (a note) is refused by the server: a
 * question cites chapter lines.
 */
export const newQuestionRequestSchema = z
  .object({
    chapterId: z.string().min(1).max(64).optional(),
    path: z.string().min(1).max(300).optional(),
    lineStart: storedInt(1),
    lineEnd: storedInt(1),
  })
  .strict()
  .refine((request) => (request.chapterId === undefined) !== (request.path === undefined), {
    message: "Name the chapter by chapterId or by its file path (one of them).",
  });
export type NewQuestionRequest = z.infer<typeof newQuestionRequestSchema>;

const optionEditSchema = z.object({
  text: storedText({ min: 1, max: 300 }),
  /** What picking it reveals; null on the right option. */
  misconception: storedText({ max: 500 }).nullable(),
});

export const questionEditSchema = z
  .object({
    prompt: storedText({ min: 1, max: 1000, multiline: true }).optional(),
    answer: storedText({ min: 1, max: 1000, multiline: true }).optional(),
    accepted: z
      .array(storedText({ min: 1, max: 200 }))
      .max(10)
      .optional(),
    options: z.array(optionEditSchema).min(2).max(6).optional(),
    keyPoints: z
      .array(storedText({ min: 1, max: 400 }))
      .max(6)
      .optional(),
  })
  .strict()
  .refine(
    (edit) => Object.values(edit).some((value) => value !== undefined),
    "send at least one of prompt, answer, accepted, options, keyPoints",
  );
export type QuestionEdit = z.infer<typeof questionEditSchema>;

/** A question with its answer key, for the learner who made or edits it. */
export const editableQuestionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  kind: z.enum(["choice", "cloze", "short"]),
  prompt: z.string(),
  answer: z.string(),
  accepted: z.array(z.string()),
  options: z.array(z.object({ text: z.string(), misconception: z.string().nullable() })).nullable(),
  keyPoints: z.array(z.string()),
  citation: z.string(),
  source: z.enum(["generated", "offline", "learner"]),
  /** The question this edit retired (the answer changed), else null. */
  replaced: z.string().nullable(),
});
export type EditableQuestion = z.infer<typeof editableQuestionSchema>;
