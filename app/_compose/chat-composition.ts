import "server-only";
import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import type { GroundPassage } from "@/features/chat/contract";
import type { CourseCitation } from "@/features/chat/lib/chat-schemas";
import type { CourseLookup, TopicGrounding } from "@/features/chat/tools/chat-tool-context";
import { searchCourses, type CourseSearchHit } from "@/features/courses/data/course-search";
import { topicOf } from "@/features/chat/offline/chat-intents";
import { detectLanguage } from "@/lib/ai/offline/text/detect-language";
import { topicHead } from "@/lib/ai/offline/text/topic-head";
import { database } from "@/lib/db/database";
import { linesOfSnippet } from "@/lib/markdown/quote-lines";

/**
 * Where the chat, courses and sources features meet: the tutor's course lookup is the
 * courses feature's owner-scoped search, with links into the app; its deep dive is grounded in
 * the sources feature's search of those courses.
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

/** How many of the owner's most recent courses a look-up also searches by their sources. */
const LOOKUP_SOURCES = 5;

/**
 * "Which of my courses covers overfitting?": a course whose title, goal or chapters name it, and
 * also one whose own sources (the document it was made from) say something about it. The one answer
 * to which of the learner's courses cover a subject: the lookup, the search's "nothing covers it" and
 * the deep dive's citations all ask it. Matched on what the subject is about ("p-value of 0.03" → p-values).
 */
export const lookupOwnerCourses: CourseLookup = async (ownerId, query) => {
  const { db } = await database();
  const named = (await searchCourses(db, ownerId, topicHead(query), 5)).map(citationOf);
  if (named.length >= 5) return named;
  const topic = topicHead(topicOf(query, detectLanguage(query)) ?? query);
  const found = new Set(named.map((citation) => citation.courseId));
  const bySources: CourseCitation[] = [];
  for (const course of await searchCourses(db, ownerId, "", LOOKUP_SOURCES)) {
    if (found.has(course.courseId)) continue;
    found.add(course.courseId);
    try {
      const result = await searchCourseWithDocuments(db, { ownerId, courseId: course.courseId, query: topic, limit: 3 });
      if (result.hits.some((hit) => hit.kind === "upload" || hit.kind === "paste"))
        bySources.push(citationOf({ ...course, chapterId: null, chapterTitle: null }));
    } catch (error) {
      console.error("[chat] a course's sources could not be searched:", error);
    }
  }
  return [...named, ...bySources].slice(0, 5);
};

/** How many of the owner's courses a deep dive searches, and how many passages it takes from each. */
const GROUND_COURSES = 3;
// Enough that a course's own document is among them beside its chapters (which name every topic in their titles).
const GROUND_HITS = 12;

/**
 * What the owner's own material says about a deep dive's topic: the courses about it (or, when no
 * title names it, the most recent ones), each searched like the workspace tutor searches it — its
 * chapters, learning files and sources, BM25 with the minimum relevance, so "nothing" is an empty list.
 */
export const groundOwnerTopic: TopicGrounding = async (ownerId, topic) => {
  const { db } = await database();
  const named = await lookupOwnerCourses(ownerId, topic);
  const candidates = named.length > 0 ? named : await searchCourses(db, ownerId, "", GROUND_COURSES);
  const courses = [...new Map(candidates.map((hit) => [hit.courseId, hit])).values()].slice(0, GROUND_COURSES);
  const passages: GroundPassage[] = [];
  for (const course of courses) {
    try {
      const result = await searchCourseWithDocuments(db, { ownerId, courseId: course.courseId, query: topic, limit: GROUND_HITS });
      // The learner's own documents first: a course's chapters name every topic in their titles and goals, and
      // would otherwise fill the few passages an answer is built from (safeGrounding keeps 6).
      const own = (kind: string) => (kind === "upload" || kind === "paste" ? 0 : 1);
      for (const hit of [...result.hits].sort((a, b) => own(a.kind) - own(b.kind))) {
        passages.push({
          title: course.courseTitle,
          href: `/courses/${encodeURIComponent(course.courseId)}`,
          where: hit.path ? `${hit.path}:${hit.lineStart}-${hit.lineEnd}` : `${hit.title}, ${hit.lineStart}–${hit.lineEnd}`,
          text: hit.snippet,
          // The snippet's own lines, numbered: the tutor cites each quote by the lines it is on.
          lines: linesOfSnippet(hit.lines ?? [], hit.snippet).slice(0, 40),
        });
      }
    } catch (error) {
      console.error("[chat] a course's material could not be searched:", error);
    }
  }
  return passages;
};
