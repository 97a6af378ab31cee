import { tool } from "ai";
import { searchMyCoursesInputSchema, searchMyCoursesOutputSchema, type SearchMyCoursesOutput } from "../lib/chat-schemas";
import { mergeByCourse } from "../lib/course-matches";
import { chatToolContextSchema, safeGrounding, safeLookup, type CourseLookup, type TopicGrounding } from "./chat-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";

const MAX_TEXT = 4000;

/**
 * What the learner's own courses, learning files and sources say about a topic (owner-scoped by the
 * request's identity; the same search that grounds the deep dive), and which of their courses are about
 * it — the lookup "which of my courses covers it?" uses, so the two answers cannot disagree.
 * No grounding composed: nothing found.
 */
export function createSearchMyCoursesTool(dependencies: { groundTopic?: TopicGrounding; lookupCourses?: CourseLookup }) {
  return tool({
    description:
      "Search what the learner's own courses, learning files and sources say about a topic. Returns passages with where they are, and the learner's courses about the topic; quote only what it returns and cite where. With no passages, say so — and name the courses it returns as about the topic, never that none covers it.",
    inputSchema: cachedSchema(searchMyCoursesInputSchema),
    contextSchema: chatToolContextSchema,
    outputSchema: cachedSchema(searchMyCoursesOutputSchema),
    execute: async ({ topic }, { context }): Promise<SearchMyCoursesOutput> => {
      if (!dependencies.groundTopic) return { passages: [] };
      const passages = await safeGrounding(dependencies.groundTopic, context.ownerId, topic);
      const courses = dependencies.lookupCourses ? mergeByCourse(await safeLookup(dependencies.lookupCourses, context.ownerId, topic)) : [];
      return {
        passages: passages.map((passage) => ({ ...passage, text: passage.text.slice(0, MAX_TEXT) })),
        ...(courses.length > 0 ? { courses } : {}),
      };
    },
  });
}

export type SearchMyCoursesTool = ReturnType<typeof createSearchMyCoursesTool>;
