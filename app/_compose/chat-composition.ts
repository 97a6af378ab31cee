import type { CourseCitation } from "@/features/chat/lib/chat-schemas";
import type { CourseLookup } from "@/features/chat/tools/chat-tool-context";
import { searchCourses, type CourseSearchHit } from "@/features/courses/data/course-search";
import { database } from "@/lib/db/database";

/**
 * Where the chat and courses features meet: the tutor's course lookup is the
 * courses feature's owner-scoped search, with links into the app.
 */
export function citationOf(hit: CourseSearchHit): CourseCitation {
  return {
    courseId: hit.courseId,
    courseTitle: hit.courseTitle,
    chapterId: hit.chapterId,
    chapterTitle: hit.chapterTitle,
    href: hit.chapterId
      ? `/courses/${encodeURIComponent(hit.courseId)}/chapters/${encodeURIComponent(hit.chapterId)}`
      : `/courses/${encodeURIComponent(hit.courseId)}`,
  };
}

export const lookupOwnerCourses: CourseLookup = async (ownerId, query) => {
  const { db } = await database();
  return (await searchCourses(db, ownerId, query, 5)).map(citationOf);
};
