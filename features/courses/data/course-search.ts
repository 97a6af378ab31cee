import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { chapters, courses } from "@/lib/db/schema";

/** One course (chapterId null) or chapter of the owner's that matches a search. */
export interface CourseSearchHit {
  courseId: string;
  courseTitle: string;
  chapterId: string | null;
  chapterTitle: string | null;
}

/** How many of the owner's most recent courses a search looks at. */
const SCAN_LIMIT = 200;

/** Words that say "my courses" rather than what they are about. */
const GENERIC = new Set([
  "my",
  "the",
  "a",
  "an",
  "of",
  "in",
  "on",
  "and",
  "or",
  "for",
  "about",
  "with",
  "to",
  "from",
  "at",
  "by",
  "i",
  "me",
  "you",
  "we",
  "is",
  "are",
  "was",
  "do",
  "does",
  "did",
  "have",
  "has",
  "had",
  "can",
  "could",
  "there",
  "anything",
  "something",
  "show",
  "find",
  "list",
  "see",
  "look",
  "up",
  "open",
  "where",
  "this",
  "that",
  "it",
  "own",
  "course",
  "courses",
  "chapter",
  "chapters",
  "lesson",
  "lessons",
  "module",
  "modules",
  "all",
  "any",
  "what",
  "which",
  // "Which of my courses covers this?": what a course does, not what it is about.
  "cover",
  "covers",
  "covered",
  "teach",
  "teaches",
  "include",
  "includes",
  "mention",
  "mentions",
  "explain",
  "explains",
  "talk",
  "talks",
  "discuss",
  "discusses",
  "我的",
  "课程",
  "章节",
  "课",
  "所有",
  "全部",
  "哪些",
  "什么",
]);

/** The query's meaningful terms, lower-cased: Latin words and CJK runs, minus "my courses" words. */
export function searchTerms(query: string): string[] {
  const raw = query.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of raw) {
    const parts = /[\u3400-\u9fff]/.test(word)
      ? word.replace(/我的|课程|章节|所有|全部|哪些|哪门|哪个|什么|讲了|讲到|涉及|包含|提到|这个|那个/g, " ").split(/\s+/)
      : [word];
    for (const part of parts) {
      const term = part.replace(/^[.]+|[.]+$/g, "");
      if (term && !GENERIC.has(term) && (term.length >= 2 || /[\u3400-\u9fff]/.test(term))) terms.push(term);
    }
  }
  return [...new Set(terms)];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

interface OutlineLike {
  title: string;
  modules: { title: string; chapters: string[] }[];
}

function readOutline(value: unknown): OutlineLike {
  const record = (typeof value === "object" && value !== null ? value : {}) as { title?: unknown; modules?: unknown };
  const modules = Array.isArray(record.modules) ? record.modules : [];
  return {
    title: text(record.title),
    modules: modules.map((module) => {
      const m = (module ?? {}) as { title?: unknown; chapters?: unknown };
      const list = Array.isArray(m.chapters) ? m.chapters : [];
      return { title: text(m.title), chapters: list.map((chapter) => text((chapter as { title?: unknown } | null)?.title)) };
    }),
  };
}

function score(haystack: string, terms: readonly string[]): number {
  const lower = haystack.toLowerCase();
  return terms.reduce((total, term) => total + (lower.includes(term) ? 1 : 0), 0);
}

/**
 * Searches one owner's courses — titles, goals, module and chapter titles —
 * case-insensitively, best matches first. A query with nothing specific in it
 * ("my courses", "我的课程") lists the most recent courses. Never sees another
 * owner's rows.
 */
export async function searchCourses(db: Database, ownerId: string, query: string, limit = 5): Promise<CourseSearchHit[]> {
  const rows = await db
    .select({ id: courses.id, goal: courses.goal, outline: courses.outline })
    .from(courses)
    .where(eq(courses.ownerId, ownerId))
    .orderBy(desc(courses.updatedAt))
    .limit(SCAN_LIMIT);
  if (rows.length === 0) return [];

  const terms = searchTerms(query);
  const outlines = new Map(rows.map((row) => [row.id, readOutline(row.outline)]));
  const titleOf = (row: (typeof rows)[number]) => outlines.get(row.id)?.title || row.goal;
  if (terms.length === 0) {
    return rows.slice(0, limit).map((row) => ({ courseId: row.id, courseTitle: titleOf(row), chapterId: null, chapterTitle: null }));
  }

  const chapterRows = await db
    .select({ id: chapters.id, courseId: chapters.courseId, moduleTitle: chapters.moduleTitle, title: chapters.title })
    .from(chapters)
    .where(
      inArray(
        chapters.courseId,
        rows.map((row) => row.id),
      ),
    );

  const hits: { hit: CourseSearchHit; score: number; order: number }[] = [];
  rows.forEach((row, order) => {
    const outline = outlines.get(row.id) ?? { title: "", modules: [] };
    const courseTitle = titleOf(row);
    const courseScore = score(`${courseTitle} ${row.goal}`, terms);
    // Chapters with rows (confirmed courses) can be linked; a draft's chapters count towards the course.
    const rowsOfCourse = chapterRows.filter((chapter) => chapter.courseId === row.id);
    let draftScore = 0;
    if (rowsOfCourse.length === 0) {
      for (const outlineModule of outline.modules)
        draftScore = Math.max(draftScore, score([outlineModule.title, ...outlineModule.chapters].join(" "), terms));
    }
    let bestChapter: { id: string; title: string; score: number } | null = null;
    for (const chapter of rowsOfCourse) {
      const chapterScore = score(`${chapter.moduleTitle} ${chapter.title}`, terms);
      if (chapterScore > 0 && (!bestChapter || chapterScore > bestChapter.score)) {
        bestChapter = { id: chapter.id, title: chapter.title, score: chapterScore };
      }
    }
    if (courseScore > 0 || draftScore > 0) {
      hits.push({
        hit: { courseId: row.id, courseTitle, chapterId: null, chapterTitle: null },
        score: courseScore * 2 + draftScore,
        order,
      });
    }
    if (bestChapter) {
      hits.push({
        hit: { courseId: row.id, courseTitle, chapterId: bestChapter.id, chapterTitle: bestChapter.title },
        score: bestChapter.score * 2 + courseScore,
        order,
      });
    }
  });
  return hits
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.hit);
}
