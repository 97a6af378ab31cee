import "server-only";
import type { ChapterMaterialFinder } from "@/features/courses/data/chapter-material";
import { readSourceLines } from "@/features/sources/data/source-reader";
import { searchCourseMaterial } from "@/features/sources/server/search-service";

/** Hits asked of the search: the course's own chapters are indexed too and are filtered out after. */
const SEARCH_HITS = 10;
/** Passages read in full (the courses feature keeps at most a few of them). */
const READ_PASSAGES = 4;

/** "  12| text" → "text": the reader numbers its lines. */
const unnumbered = (numbered: string) => numbered.split("\n").map((line) => line.replace(/^\s*\d+\| ?/, ""));

/**
 * Where the courses and sources features meet for writing a chapter: the chapter writer asks for
 * the learner's material on a chapter, the sources' search finds the relevant passages of the
 * course's sources (uploads, pasted text) and the reader gives their exact lines. The course's own
 * chapters are never material for another chapter. Neither feature imports the other.
 */
export const findChapterMaterial: ChapterMaterialFinder = async ({ db, ownerId, courseId, query }) => {
  const found = await searchCourseMaterial(db, { ownerId, courseId, query, limit: SEARCH_HITS });
  const hits = found.hits.filter((hit) => hit.kind === "upload" || hit.kind === "paste").slice(0, READ_PASSAGES);
  return Promise.all(
    hits.map(async (hit) => {
      const read = await readSourceLines(db, { ownerId, courseId, sourceId: hit.sourceId, start: hit.lineStart, end: hit.lineEnd });
      return {
        title: hit.title,
        lineStart: read.lineStart,
        pageStart: read.pageStart,
        pageEnd: read.pageEnd,
        lines: unnumbered(read.numbered),
        focus: hit.snippet,
      };
    }),
  );
};
