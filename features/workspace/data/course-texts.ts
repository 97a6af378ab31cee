import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { readOwnedCourseWithTexts } from "@/lib/course-scope/course-with-texts";
import type { Database } from "@/lib/db/client";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";

/** The course's texts as another feature indexes them: written chapters and learning files, with their workspace paths. */
export interface WorkspaceTexts {
  /** Written chapters only (a chapter still being written has no text), in course order. */
  chapters: { path: string; title: string; content: string }[];
  /** The learner's and tutor's files, by path. */
  files: { path: string; content: string }[];
}

const filesSchema = z.array(z.object({ path: z.string(), content: z.string() }));

/**
 * Every text of a course's workspace in one statement (the search syncs them before each query,
 * so this runs once per search): the owner's course with its written chapters (lib/course-scope)
 * and the workspace's files as one JSON array. Another owner's course is the usual 404.
 */
export async function workspaceTexts(db: Database, ownerId: string, courseId: string): Promise<WorkspaceTexts> {
  const { chapters, extra } = await readOwnedCourseWithTexts(db, ownerId, courseId, (course) => ({
    files: sql`(select coalesce(json_agg(json_build_object('path', wf.path, 'content', wf.content) order by wf.path), '[]'::json) from workspace_files wf where wf.course_id = ${course})`,
  }));
  return {
    chapters: chapters.map((chapter) => ({
      path: chapterFilePath(chapter.moduleIndex, chapter.position, chapter.title),
      title: chapter.title,
      content: chapter.content,
    })),
    files: filesSchema.parse(extra.files),
  };
}
