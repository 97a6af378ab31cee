import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { courseOutlineSchema, learnerProfileSchema } from "@/lib/course-outline";
import type { Database, Transaction } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { courseNotFound } from "./course-ids";

/**
 * Whether a course belongs to an owner, asked in one place. Features other than courses never
 * read the `courses` table themselves: they ask here (the import boundary keeps features apart,
 * this keeps their data apart). Every answer is owner-scoped: another owner's course and an
 * unknown one are the same 404.
 */

/** A course id checked to belong to the owner (what a course route's handler receives). */
export interface CourseRef {
  id: string;
}

/** The course as the features built on it see it: its outline, profile and language, read-only. */
export interface OwnedCourse {
  id: string;
  language: Locale;
  status: string;
  outline: z.infer<typeof courseOutlineSchema>;
  profile: z.infer<typeof learnerProfileSchema>;
  goal: string;
}

const ownershipProbes = new WeakMap<Database, ReturnType<typeof prepareOwnershipProbe>>();

// Every course route asks this once per request: prepared once per database, the id alone comes back.
function prepareOwnershipProbe(db: Database) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder("courseId")), eq(courses.ownerId, sql.placeholder("ownerId"))))
    .limit(1)
    .prepare("course_scope_ownership");
}

/** The course when the owner has it; `notFound` names it for the route asking (a chapter route says "chapter"). */
export async function requireOwnedCourse(
  db: Database,
  ownerId: string,
  courseId: string,
  notFound: () => AppError = courseNotFound,
): Promise<CourseRef> {
  let probe = ownershipProbes.get(db);
  if (!probe) ownershipProbes.set(db, (probe = prepareOwnershipProbe(db)));
  const [row] = await probe.execute({ courseId, ownerId });
  if (!row) throw notFound();
  return { id: row.id };
}

/** The owner's course with its outline and profile (a stored outline that no longer parses is a 500). */
export async function readOwnedCourse(db: Database, ownerId: string, courseId: string): Promise<OwnedCourse> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw courseNotFound();
  const outline = courseOutlineSchema.safeParse(row.outline);
  const profile = learnerProfileSchema.safeParse(row.profile);
  if (!outline.success || !profile.success)
    throw new AppError("internal", { en: "This course's stored outline could not be read.", zh: "无法读取这门课程保存的大纲。" });
  return {
    id: row.id,
    language: localeOr(row.language),
    status: row.status,
    outline: outline.data,
    profile: profile.data,
    goal: row.goal,
  };
}

/**
 * Locks the owner's course row for the rest of the transaction (404 when it is not theirs), so a
 * feature's writes under one course are serialised. The course itself is not written; its status
 * comes back, read under the lock (the workspace refuses writes to a draft), and its language.
 */
export async function lockOwnedCourse(tx: Transaction, ownerId: string, courseId: string): Promise<{ status: string; language: Locale }> {
  const [row] = await tx
    .select({ id: courses.id, status: courses.status, language: courses.language })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .for("update");
  if (!row) throw courseNotFound();
  return { status: row.status, language: localeOr(row.language) };
}

/** The owner's course as a subquery (`exists(...)`, `inArray(...)`), for a write that must check ownership in the same statement. */
export function ownedCourseQuery(db: Database | Transaction, ownerId: string, courseId: string) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)));
}

/**
 * The course's owner as a scalar subquery (null when the course is gone), for a background job's read
 * that is scoped to the owner in the same statement, with no round trip of its own.
 */
export const courseOwnerQuery = (courseId: string | SQL): SQL =>
  sql`(select ${courses.ownerId} from ${courses} where ${courses.id} = ${courseId})`;

/**
 * Who owns a course, for a background job that starts from a course id (a chapter just written),
 * never from a request: a route asks requireOwnedCourse with the caller's identity instead.
 * Null when the course is gone.
 */
export async function courseOwnerOf(db: Database, courseId: string): Promise<string | null> {
  const [row] = await db.select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row?.ownerId ?? null;
}
