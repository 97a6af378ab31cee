import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";
import { courseOutlineSchema, learnerProfileSchema } from "@/lib/course-outline";
import { AppError } from "@/lib/errors";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { chapterFilePath } from "../lib/workspace-path";

/**
 * The course a workspace belongs to, read straight from the shared tables
 * (features never import each other). Every workspace query starts here, so
 * another owner's course and an unknown one are the same 404.
 */
export interface WorkspaceCourse {
  id: string;
  language: Locale;
  status: string;
  outline: z.infer<typeof courseOutlineSchema>;
  profile: z.infer<typeof learnerProfileSchema>;
  goal: string;
}

export function workspaceNotFound(): AppError {
  return new AppError("not_found", "This course does not exist, or it belongs to another browser.");
}

export async function requireWorkspaceCourse(db: Database, ownerId: string, courseId: string): Promise<WorkspaceCourse> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw workspaceNotFound();
  const outline = courseOutlineSchema.safeParse(row.outline);
  const profile = learnerProfileSchema.safeParse(row.profile);
  if (!outline.success || !profile.success) throw new AppError("internal", "This course's stored outline could not be read.");
  return {
    id: row.id,
    language: localeOr(row.language),
    status: row.status,
    outline: outline.data,
    profile: profile.data,
    goal: row.goal,
  };
}

export interface ChapterFile {
  path: string;
  title: string;
  moduleIndex: number;
  position: number;
  content: string | null;
  status: string;
  updatedAt: Date;
}

/** Chapters as read-only virtual files, in course order. */
export async function chapterFiles(db: Database, courseId: string): Promise<ChapterFile[]> {
  const rows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
  return rows.map((row) => ({
    path: chapterFilePath(row.moduleIndex, row.position, row.title),
    title: row.title,
    moduleIndex: row.moduleIndex,
    position: row.position,
    content: row.content,
    status: row.status,
    updatedAt: row.updatedAt,
  }));
}
