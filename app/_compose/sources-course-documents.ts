import "server-only";
import type { SearchResponse } from "@/features/sources/contract";
import { syncCourseDocuments, type CourseDocument } from "@/features/sources/server/course-documents";
import { searchCourseMaterial, type SearchRequest } from "@/features/sources/server/search-service";
import { chapterFiles } from "@/features/workspace/server/workspace-course";
import { listWorkspace, readWorkspaceFile } from "@/features/workspace/server/file-store";
import type { Database } from "@/lib/db/client";

/** Learning files bigger than this are indexed by their start only (they are notes, not books). */
const FILE_CHARS = 400_000;

/**
 * The course's own texts for the sources index: written chapters (read-only virtual files in the
 * workspace) and the learner's learning files. Features never import each other, so the app
 * reads them from the workspace and hands them to the sources feature.
 */
export async function courseDocuments(db: Database, ownerId: string, courseId: string): Promise<CourseDocument[]> {
  const { files } = await listWorkspace(db, ownerId, courseId);
  const docs: CourseDocument[] = [];
  for (const chapter of await chapterFiles(db, courseId)) {
    if (chapter.content)
      docs.push({ origin: `chapter:${chapter.path}`, kind: "chapter", path: chapter.path, title: chapter.title, text: chapter.content });
  }
  for (const entry of files) {
    if (entry.readOnly) continue;
    const file = await readWorkspaceFile(db, ownerId, courseId, entry.path);
    const title = entry.path.split("/").at(-1) ?? entry.path;
    docs.push({ origin: `file:${entry.path}`, kind: "file", path: entry.path, title, text: file.content.slice(0, FILE_CHARS) });
  }
  return docs;
}

/** Re-indexes what changed in the course's chapters and files (unchanged ones cost a hash). */
export async function syncCourseDocumentsFor(db: Database, ownerId: string, courseId: string) {
  return syncCourseDocuments(db, ownerId, courseId, await courseDocuments(db, ownerId, courseId));
}

/** What the search route and the tutor's searchMaterial tool call: the course's texts, then the search. */
export async function searchCourseWithDocuments(db: Database, request: SearchRequest): Promise<SearchResponse> {
  await syncCourseDocumentsFor(db, request.ownerId, request.courseId);
  return searchCourseMaterial(db, request);
}
