import "server-only";
import { randomFillSync } from "node:crypto";
import { z } from "zod";
import { practiceItems } from "@/lib/db/practice-schema";
import { AppError } from "@/lib/errors";
import { localeSchema } from "@/lib/i18n/locale";
import { practiceKindSchema, practiceSourceSchema, practiceStatusSchema, type PracticeQuestion } from "../contract";
import { citationLabel } from "../lib/citation-check";
import { acceptedAnswersSchema, choiceOptionsSchema, keyPointsSchema } from "../lib/practice-item-schemas";
import { cardView, storedCardSchema, type StoredCard } from "../lib/review-schedule";

const ID_BYTES = 12;
/** Random bytes for the next ids, drawn 64 ids at a time (as crypto.randomUUID does): a call to the generator each costs more than the id. */
const idBytes = Buffer.alloc(ID_BYTES * 64);
let idBytesUsed = idBytes.length;

/** Random, unguessable ids; an id alone never grants access (every query also checks the owner). */
export function newPracticeId(prefix: "pi" | "pa"): string {
  if (idBytesUsed === idBytes.length) {
    randomFillSync(idBytes);
    idBytesUsed = 0;
  }
  const id = idBytes.toString("base64url", idBytesUsed, idBytesUsed + ID_BYTES);
  idBytesUsed += ID_BYTES;
  return `${prefix}_${id}`;
}

/** What a question id in a URL may look like; anything else cannot exist (→ 404). */
export const practiceItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export function practiceItemNotFound(): AppError {
  return new AppError("not_found", {
    en: "This question does not exist, or it belongs to another browser.",
    zh: "这道题不存在，或者属于另一个浏览器。",
  });
}

/** The columns a question is read with: the item and its card (in the same row). */
export const questionColumns = {
  id: practiceItems.id,
  courseId: practiceItems.courseId,
  chapterId: practiceItems.chapterId,
  kind: practiceItems.kind,
  language: practiceItems.language,
  prompt: practiceItems.prompt,
  options: practiceItems.options,
  answer: practiceItems.answer,
  accepted: practiceItems.accepted,
  keyPoints: practiceItems.keyPoints,
  citedPath: practiceItems.citedPath,
  lineStart: practiceItems.lineStart,
  lineEnd: practiceItems.lineEnd,
  status: practiceItems.status,
  source: practiceItems.source,
  due: practiceItems.due,
  stability: practiceItems.stability,
  difficulty: practiceItems.difficulty,
  elapsedDays: practiceItems.elapsedDays,
  scheduledDays: practiceItems.scheduledDays,
  learningSteps: practiceItems.learningSteps,
  reps: practiceItems.reps,
  lapses: practiceItems.lapses,
  state: practiceItems.state,
  lastReview: practiceItems.lastReview,
};

/** A stored question read back: every column checked, the jsonb ones above all. */
const storedQuestionSchema = storedCardSchema.extend({
  id: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  kind: practiceKindSchema,
  language: localeSchema,
  prompt: z.string(),
  options: choiceOptionsSchema.nullable(),
  answer: z.string(),
  accepted: acceptedAnswersSchema,
  keyPoints: keyPointsSchema,
  citedPath: z.string(),
  lineStart: z.number().int(),
  lineEnd: z.number().int(),
  status: practiceStatusSchema,
  source: practiceSourceSchema,
});
export type StoredQuestion = z.infer<typeof storedQuestionSchema>;

export function storedQuestion(row: unknown): StoredQuestion {
  const parsed = storedQuestionSchema.safeParse(row);
  if (!parsed.success)
    throw new AppError(
      "internal",
      { en: "A stored practice question could not be read.", zh: "无法读取一道已保存的练习题。" },
      { cause: parsed.error },
    );
  return parsed.data;
}

/**
 * The questions of a list that can be read back; one that cannot (a row written by an older
 * version, edited by hand) is left out and logged rather than failing the whole list.
 */
export function readableQuestions<Row extends { id: unknown }>(rows: readonly Row[]): { row: Row; question: StoredQuestion }[] {
  const readable: { row: Row; question: StoredQuestion }[] = [];
  for (const row of rows) {
    const parsed = storedQuestionSchema.safeParse(row);
    if (parsed.success) readable.push({ row, question: parsed.data });
    else console.error(`[practice] question ${String(row.id)} could not be read back; it is left out`, parsed.error.issues.slice(0, 3));
  }
  return readable;
}

export const cardOf = (question: StoredQuestion): StoredCard => storedCardSchema.parse(question);
export const citationOf = (question: Pick<StoredQuestion, "citedPath" | "lineStart" | "lineEnd">) =>
  citationLabel(question.citedPath, question.lineStart, question.lineEnd);

/** A question as it is asked: no answer, no accepted variants, no rubric, no misconceptions. */
export function questionView(question: StoredQuestion, attempts: number): PracticeQuestion {
  return {
    id: question.id,
    courseId: question.courseId,
    chapterId: question.chapterId,
    kind: question.kind,
    prompt: question.prompt,
    options: question.options?.map((option) => option.text) ?? null,
    citation: citationOf(question),
    status: question.status,
    source: question.source,
    card: cardView(cardOf(question)),
    attempts,
  };
}
