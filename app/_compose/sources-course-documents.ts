import "server-only";
import type { SearchResponse } from "@/features/sources/contract";
import { syncCourseDocuments, type CourseDocument } from "@/features/sources/data/course-documents";
import { searchCourseMaterial, type SearchRequest } from "@/features/sources/server/search-service";
import { wakeSourceWorker } from "@/features/sources/server/source-worker-registry";
import { workspaceTexts } from "@/features/workspace/data/course-texts";
import { materialTextOf } from "@/features/workspace/lib/learning-files";
import type { Database } from "@/lib/db/client";

/** Learning files bigger than this are indexed by their start only (they are notes, not books). */
const FILE_CHARS = 400_000;

/**
 * The course's own texts for the sources index: written chapters (read-only virtual files in the
 * workspace) and the learner's learning files, read in one query. Features never import each
 * other, so the app reads them from the workspace and hands them to the sources feature.
 */
export async function courseDocuments(db: Database, ownerId: string, courseId: string): Promise<CourseDocument[]> {
  const { chapters, files } = await workspaceTexts(db, ownerId, courseId);
  return [
    ...chapters.map((chapter): CourseDocument => ({
      origin: `chapter:${chapter.path}`,
      kind: "chapter",
      path: chapter.path,
      title: chapter.title,
      text: chapter.content,
    })),
    ...files.map((file): CourseDocument => ({
      origin: `file:${file.path}`,
      kind: "file",
      path: file.path,
      title: file.path.split("/").at(-1) ?? file.path,
      // ground-truth.md's plan is the outline, not material: never a passage an answer quotes.
      text: materialTextOf(file.path, file.content.slice(0, FILE_CHARS)),
    })),
  ];
}

/** Re-indexes what changed in the course's chapters and files (unchanged ones cost a hash). */
export async function syncCourseDocumentsFor(db: Database, ownerId: string, courseId: string) {
  const synced = await syncCourseDocuments(db, ownerId, courseId, await courseDocuments(db, ownerId, courseId));
  // New chunks are embedded by the ingester's idle chores: wake it rather than wait for its next (slowed) poll.
  if (synced.indexed > 0) wakeSourceWorker();
  return synced;
}

/** What the search route and the tutor's searchMaterial tool call: the course's texts, then the search. */
export async function searchCourseWithDocuments(db: Database, request: SearchRequest): Promise<SearchResponse> {
  await syncCourseDocumentsFor(db, request.ownerId, request.courseId);
  return searchCourseMaterial(db, request);
}
