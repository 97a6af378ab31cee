import "server-only";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import { courseChapters } from "@/lib/course-scope/course-chapters";
import { lockOwnedCourse } from "@/lib/course-scope/owned-course";
import type { Database } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { eq } from "drizzle-orm";
import { chapterLines, checkCitation, citationLabel } from "../lib/citation-check";
import { practiceItemDraftSchema, type PracticeItemDraft } from "../lib/practice-item-schemas";
import { newCard } from "../lib/review-schedule";
import { newPracticeId } from "./practice-rows";
import { chapterHash, draftColumns } from "./practice-writes";

export type PosedQuestion = { ok: true; itemId: string; citation: string } | { ok: false; reason: string };

/**
 * A problem a tutor poses in conversation (guided mode, issue 26), kept as a practice question of the
 * owner's course with its answer key, checked like every question (lib/citation-check.ts): the lines
 * it cites exist in the chapter it names and support its answer. A problem that fails is not kept,
 * and the reason goes back to the tutor.
 */
export async function storePosedQuestion(
  db: Database,
  input: { ownerId: string; courseId: string; chapter: string; draft: PracticeItemDraft; now?: Date },
): Promise<PosedQuestion> {
  const parsed = practiceItemDraftSchema.safeParse(input.draft);
  const wanted = input.chapter.trim().replace(/^\/+/, "");
  // The chapter is read, checked and the question stored under the course's lock, as a chapter's save
  // (features/courses/data/chapter-save.ts) and replaceChapterQuestions take it: a rewrite committed
  // before is the text checked; one saved after stales this question with the rest of the old text's.
  return db.transaction(async (tx): Promise<PosedQuestion> => {
    const course = await lockOwnedCourse(tx, input.ownerId, input.courseId);
    const chapters = await courseChapters(tx, input.courseId);
    const chapter = chapters.find((row) => chapterFilePath(row.moduleIndex, row.position, row.title) === wanted);
    if (!chapter?.content) return { ok: false, reason: `${input.chapter} is not one of this course's written chapters (chapters/….md).` };
    if (!parsed.success) return { ok: false, reason: `not a valid question: ${parsed.error.issues[0]?.message ?? "invalid"}` };
    const check = checkCitation(parsed.data, chapterLines(chapter.content));
    if (!check.ok) return { ok: false, reason: check.reason };
    const draft = parsed.data;
    const path = chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title);
    const id = newPracticeId("pi");
    await tx.insert(practiceItems).values({
      id,
      ownerId: input.ownerId,
      courseId: input.courseId,
      chapterId: chapter.id,
      ...draftColumns(draft),
      language: course.language,
      citedPath: path,
      chapterHash: chapterHash(chapter.content),
      status: "active",
      source: "generated",
      ...newCard(input.now ?? new Date()),
    });
    return { ok: true, itemId: id, citation: citationLabel(path, draft.lineStart, draft.lineEnd) };
  });
}

/**
 * A problem posed in the chat, which belongs to no course: kept in the learner's own course whose
 * chapter it names (the courses they practise, newest first), checked there as in the workspace.
 */
export async function storePosedInOwnCourses(
  db: Database,
  input: { ownerId: string; chapter: string; draft: PracticeItemDraft },
): Promise<PosedQuestion> {
  const courses = await db
    .selectDistinct({ courseId: practiceItems.courseId })
    .from(practiceItems)
    .where(eq(practiceItems.ownerId, input.ownerId))
    .limit(50);
  let reason = `${input.chapter} is not a written chapter of any of your courses (chapters/….md, as a stored question cites it).`;
  for (const { courseId } of courses) {
    const stored = await storePosedQuestion(db, { ...input, courseId }).catch(() => null);
    if (stored?.ok) return stored;
    // A course with that chapter says why the problem does not stand; one without it says nothing.
    if (stored && !stored.reason.includes("is not one of this course's written chapters")) reason = stored.reason;
  }
  return { ok: false, reason };
}
