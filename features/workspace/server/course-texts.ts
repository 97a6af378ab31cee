import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { courses } from "@/lib/db/schema";
import { chapterFilePath } from "../lib/workspace-path";
import { workspaceNotFound } from "./workspace-course";

/** The course's texts as another feature indexes them: written chapters and learning files, with their workspace paths. */
export interface WorkspaceTexts {
  /** Written chapters only (a chapter still being written has no text), in course order. */
  chapters: { path: string; title: string; content: string }[];
  /** The learner's and tutor's files, by path. */
  files: { path: string; content: string }[];
}

const aggregatedSchema = z.object({
  chapters: z.array(z.object({ moduleIndex: z.number().int(), position: z.number().int(), title: z.string(), content: z.string() })),
  files: z.array(z.object({ path: z.string(), content: z.string() })),
});

/**
 * Every text of a course's workspace in one statement (the search syncs them before each query,
 * so this runs once per search): the owner-scoped course row carries its chapters and files as
 * two JSON arrays. No row → the same 404 as any workspace read of another owner's course.
 */
export async function workspaceTexts(db: Database, ownerId: string, courseId: string): Promise<WorkspaceTexts> {
  // Written out in SQL: in a one-table select, drizzle leaves column names unqualified, and inside
  // these subqueries "id" would then be the chapter's, not the course's.
  const [row] = await db
    .select({
      chapters: sql<unknown>`(select coalesce(json_agg(json_build_object('moduleIndex', ch.module_index, 'position', ch.position, 'title', ch.title, 'content', ch.content) order by ch.module_index, ch.position), '[]'::json) from chapters ch where ch.course_id = courses.id and ch.content <> '')`,
      files: sql<unknown>`(select coalesce(json_agg(json_build_object('path', wf.path, 'content', wf.content) order by wf.path), '[]'::json) from workspace_files wf where wf.course_id = courses.id)`,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw workspaceNotFound();
  const texts = aggregatedSchema.parse(row);
  return {
    chapters: texts.chapters.map((chapter) => ({
      path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
      title: chapter.title,
      content: chapter.content,
    })),
    files: texts.files,
  };
}
