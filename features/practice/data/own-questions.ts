import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { chapterContent } from "@/lib/course-scope/course-chapters";
import { lockOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database, Transaction } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { AppError, type ErrorText } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import type { EditableQuestion, QuestionEdit } from "../contract";
import { chapterLines, checkCitation } from "../lib/citation-check";
import { practiceItemDraftSchema, type PracticeItemDraft } from "../lib/practice-item-schemas";
import { newCard } from "../lib/review-schedule";
import { citationOf, newPracticeId, practiceItemNotFound, questionColumns, storedQuestion, type StoredQuestion } from "./practice-rows";
import { chapterHash, type QuestionsChapter } from "./practice-writes";

/**
 * The learner's own questions: one made from a selection, and an edit of any question. Both pass
 * the same schema and citation check as a made question, against the chapter's text as it is now.
 */

const REWRITTEN: ErrorText = {
  en: "The chapter was rewritten since this question was made; its new questions are the ones to answer and edit.",
  zh: "出这道题之后这一章被重写了；请回答和编辑它的新题目。",
};

function checked(draft: PracticeItemDraft, content: string): PracticeItemDraft {
  const parsed = practiceItemDraftSchema.safeParse(draft);
  if (!parsed.success)
    throw new AppError("bad_request", {
      en: `This question is not valid: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
      zh: `这道题无效：${parsed.error.issues[0]?.message ?? "无效"}。`,
    });
  const check = checkCitation(parsed.data, chapterLines(content));
  if (!check.ok)
    throw new AppError("bad_request", {
      en: `The cited lines do not support this question: ${check.reason}.`,
      zh: `引用的行不支持这道题：${check.reason}。`,
    });
  return parsed.data;
}

async function insertQuestion(
  tx: Transaction,
  row: { ownerId: string; courseId: string; chapterId: string; language: Locale; path: string; hash: string },
  draft: PracticeItemDraft,
  now: Date,
): Promise<string> {
  const id = newPracticeId("pi");
  await tx.insert(practiceItems).values({
    id,
    ownerId: row.ownerId,
    courseId: row.courseId,
    chapterId: row.chapterId,
    kind: draft.kind,
    language: row.language,
    prompt: draft.prompt,
    options: draft.options,
    answer: draft.answer,
    accepted: draft.accepted,
    keyPoints: draft.keyPoints,
    citedPath: row.path,
    lineStart: draft.lineStart,
    lineEnd: draft.lineEnd,
    chapterHash: row.hash,
    status: "active",
    source: "learner",
    createdAt: now,
    updatedAt: now,
    ...newCard(now),
  });
  return id;
}

/** `content` is the chapter text the draft was made from: it must still be the chapter's. */
export interface OwnQuestion extends QuestionsChapter {
  draft: PracticeItemDraft;
  now?: Date;
}

/** Stores a question the learner made from a selection (serialised per course, like every question write). */
export async function addOwnQuestion(db: Database, input: OwnQuestion): Promise<EditableQuestion> {
  const draft = checked(input.draft, input.content);
  const now = input.now ?? new Date();
  const id = await db.transaction(async (tx) => {
    await lockOwnedCourse(tx, input.ownerId, input.courseId);
    if ((await chapterContent(tx, input.courseId, input.chapterId)) !== input.content) {
      throw new AppError("conflict", {
        en: "The chapter changed while the question was being made; select the lines again.",
        zh: "出题期间这一章被修改了；请重新选择这些行。",
      });
    }
    return insertQuestion(tx, { ...input, hash: chapterHash(input.content) }, draft, now);
  });
  return readEditable(db, input.ownerId, id);
}

async function readStored(db: Database | Transaction, ownerId: string, itemId: string): Promise<StoredQuestion & { chapterHash: string }> {
  const [row] = await db
    .select({ ...questionColumns, chapterHash: practiceItems.chapterHash })
    .from(practiceItems)
    .where(and(eq(practiceItems.id, itemId), eq(practiceItems.ownerId, ownerId)))
    .limit(1);
  if (!row) throw practiceItemNotFound();
  return { ...storedQuestion(row), chapterHash: row.chapterHash };
}

function editable(question: StoredQuestion, replaced: string | null = null): EditableQuestion {
  return {
    id: question.id,
    courseId: question.courseId,
    chapterId: question.chapterId,
    kind: question.kind,
    prompt: question.prompt,
    answer: question.answer,
    accepted: question.accepted,
    options: question.options,
    keyPoints: question.keyPoints,
    citation: citationOf(question),
    source: question.source,
    replaced,
  };
}

/** The owner's question with its answer key (404 for another browser's or an unknown one). */
export async function readEditable(db: Database, ownerId: string, itemId: string): Promise<EditableQuestion> {
  return editable(await readStored(db, ownerId, itemId));
}

/** The fields only one kind of question has. */
const FIELD_KINDS = { options: "choice", accepted: "cloze", keyPoints: "short" } as const;

const sameAnswer = (before: PracticeItemDraft, after: PracticeItemDraft) =>
  JSON.stringify([before.answer, before.accepted, before.options, before.keyPoints]) ===
  JSON.stringify([after.answer, after.accepted, after.options, after.keyPoints]);

/**
 * An edit of the owner's question, checked like a new one. The wording alone: the same question,
 * schedule and attempts. The answer: the old question is retired (status deleted — its attempts
 * were graded against the old answer, so they stop counting) and the edited one starts afresh.
 */
export async function editQuestion(
  db: Database,
  ownerId: string,
  itemId: string,
  edit: QuestionEdit,
  now = new Date(),
): Promise<EditableQuestion> {
  return db.transaction(async (tx) => {
    const first = await readStored(tx, ownerId, itemId);
    await lockOwnedCourse(tx, ownerId, first.courseId);
    const question = await readStored(tx, ownerId, itemId);
    if (question.status === "deleted")
      throw new AppError("conflict", { en: "This question was deleted, so it cannot be edited.", zh: "这道题已被删除，无法编辑。" });
    const content = await chapterContent(tx, question.courseId, question.chapterId);
    if (question.status === "stale" || content === null || chapterHash(content) !== question.chapterHash) {
      throw new AppError("conflict", REWRITTEN);
    }
    const misplaced = (Object.keys(FIELD_KINDS) as (keyof typeof FIELD_KINDS)[]).find(
      (field) => edit[field] !== undefined && FIELD_KINDS[field] !== question.kind,
    );
    if (misplaced)
      throw new AppError("bad_request", {
        en: `A ${question.kind} question has no ${misplaced}; only a ${FIELD_KINDS[misplaced]} question does.`,
        zh: `${question.kind} 题没有 ${misplaced}；只有 ${FIELD_KINDS[misplaced]} 题才有。`,
      });
    const before: PracticeItemDraft = { ...question, options: question.options };
    const after = checked({ ...before, ...edit }, content);
    if (sameAnswer(before, after)) {
      await tx.update(practiceItems).set({ prompt: after.prompt, updatedAt: now }).where(eq(practiceItems.id, itemId));
      return editable({ ...question, prompt: after.prompt });
    }
    await tx
      .update(practiceItems)
      .set({ status: "deleted", updatedAt: sql`now()` })
      .where(eq(practiceItems.id, itemId));
    const row = { ...question, ownerId, path: question.citedPath, hash: question.chapterHash };
    const id = await insertQuestion(tx, row, after, now);
    return editable({ ...question, ...after, id, source: "learner" }, itemId);
  });
}
