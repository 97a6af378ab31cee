import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { courseOutlineSchema, learnerProfileSchema } from "@/lib/course-outline";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/zod-error-message";
import { storedText } from "@/lib/stored-text";
import type { CourseDetail } from "../api/course-api";
import { newId } from "./course-ids";
import { courseDetailOf, courseNotFound } from "./course-reads";
import { normalizeOutline } from "../lib/outline-rules";

/** What the interview hands over when its designer produces an outline. */
export const interviewDraftSchema = z.object({
  interviewId: storedText({ max: 100, min: 1 }),
  goal: storedText({ max: 2000, min: 1, multiline: true, clip: true }),
  language: z.enum(["en", "zh"]),
  profile: learnerProfileSchema,
  outline: courseOutlineSchema,
});
export type InterviewDraft = z.infer<typeof interviewDraftSchema>;

/**
 * Saves an interview's outline as a draft course. One draft per interview: a
 * redesign in the same interview updates it (and bumps its revision, so an open
 * review tab learns about it). Once that course is confirmed it is released from
 * the interview and a later outline becomes a new draft.
 */
export async function saveDraftFromInterview(db: Database, ownerId: string, input: InterviewDraft): Promise<CourseDetail> {
  return courseDetailOf(db, await saveInterviewDraft(db, ownerId, input));
}

/**
 * saveDraftFromInterview without reading the course back: the interview only needs
 * the course id, so its outline turns skip the chapters query (one statement per save).
 */
export async function saveInterviewDraftId(db: Database, ownerId: string, input: InterviewDraft): Promise<string> {
  return (await saveInterviewDraft(db, ownerId, input)).id;
}

async function saveInterviewDraft(db: Database, ownerId: string, input: InterviewDraft): Promise<typeof courses.$inferSelect> {
  const parsed = interviewDraftSchema.safeParse(input);
  if (!parsed.success) throw new AppError("bad_request", `The outline could not be saved: ${describeZodError(parsed.error)}.`);
  const draft = { ...parsed.data, outline: normalizeOutline(parsed.data.outline) };

  const upsert = (executor: Database) =>
    executor
      .insert(courses)
      .values({ id: newId("crs"), ownerId, status: "draft", ...draft })
      .onConflictDoUpdate({
        target: [courses.ownerId, courses.interviewId],
        set: {
          goal: draft.goal,
          language: draft.language,
          profile: draft.profile,
          outline: draft.outline,
          revision: sql`${courses.revision} + 1`,
          updatedAt: sql`now()`,
        },
        // Only a draft may be overwritten: a confirmed course is being written.
        setWhere: sql`${courses.status} = 'draft'`,
      })
      .returning();

  const [saved] = await upsert(db);
  if (saved) return saved;

  const row = await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ interviewId: null })
      .where(and(eq(courses.ownerId, ownerId), eq(courses.interviewId, draft.interviewId), ne(courses.status, "draft")));
    const [created] = await upsert(tx);
    return created;
  });
  if (!row) throw new AppError("internal", "The outline could not be saved. Please try again.");
  return row;
}

/** Deletes a course; its chapters and generation jobs go with it (ON DELETE CASCADE). */
export async function deleteCourse(db: Database, ownerId: string, courseId: string): Promise<void> {
  const deleted = await db
    .delete(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .returning({ id: courses.id });
  if (deleted.length === 0) throw courseNotFound();
}
