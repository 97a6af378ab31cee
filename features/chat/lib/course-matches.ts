import type { CourseCitation } from "./chat-schemas";

export type MatchedChapter = NonNullable<CourseCitation["chapters"]>[number];

/** "/courses/c1/chapters/a" → "/courses/c1": the course a chapter link belongs to. */
function courseHref(citation: CourseCitation): string {
  return /^\/courses\/[^/?#]+/.exec(citation.href)?.[0] ?? `/courses/${encodeURIComponent(citation.courseId)}`;
}

function chaptersOf(citation: CourseCitation): MatchedChapter[] {
  const own =
    citation.chapterId && citation.chapterTitle
      ? [{ chapterId: citation.chapterId, chapterTitle: citation.chapterTitle, href: citation.href }]
      : [];
  return [...own, ...(citation.chapters ?? [])];
}

/**
 * One entry per course, in the order the courses were first found: a course matched by its title and
 * by a chapter (or by several chapters) is listed once, with every matching chapter under it — never
 * twice in one answer. The course entry links the course; its chapters keep their own links.
 */
export function mergeByCourse(citations: readonly CourseCitation[]): CourseCitation[] {
  const byCourse = new Map<string, CourseCitation>();
  for (const citation of citations) {
    const known = byCourse.get(citation.courseId);
    const merged: MatchedChapter[] = [...(known?.chapters ?? [])];
    for (const chapter of chaptersOf(citation))
      if (!merged.some((seen) => seen.chapterId === chapter.chapterId) && merged.length < 10) merged.push(chapter);
    byCourse.set(citation.courseId, {
      courseId: citation.courseId,
      courseTitle: known?.courseTitle ?? citation.courseTitle,
      chapterId: null,
      chapterTitle: null,
      href: known?.href ?? courseHref(citation),
      ...(merged.length > 0 ? { chapters: merged } : {}),
    });
  }
  return [...byCourse.values()];
}
