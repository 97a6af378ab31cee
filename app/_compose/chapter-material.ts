import "server-only";
import type { ChapterMaterialFinder } from "@/features/courses/data/chapter-material";
import { searchCourseMaterial } from "@/features/sources/server/search-service";

/** Hits asked of the search: the course's own chapters are indexed too and are filtered out after. */
const SEARCH_HITS = 10;

/**
 * Where the courses and sources features meet for writing a chapter: the chapter writer asks for
 * the learner's material on a chapter, the sources' search answers with the relevant passages of
 * the course's sources (uploads, pasted text). The course's own chapters are never material for
 * another chapter. Neither feature imports the other.
 */
export const findChapterMaterial: ChapterMaterialFinder = async ({ db, ownerId, courseId, query }) => {
  const found = await searchCourseMaterial(db, { ownerId, courseId, query, limit: SEARCH_HITS });
  return found.hits
    .filter((hit) => hit.kind === "upload" || hit.kind === "paste")
    .map((hit) => ({
      ref: hit.ref,
      title: hit.title,
      lineStart: hit.lineStart,
      lineEnd: hit.lineEnd,
      pageStart: hit.pageStart,
      pageEnd: hit.pageEnd,
      text: hit.snippet,
    }));
};
