import { tool } from "ai";
import { searchMyCoursesInputSchema, searchMyCoursesOutputSchema, type SearchMyCoursesOutput } from "../lib/chat-schemas";
import { chatToolContextSchema, safeGrounding, type TopicGrounding } from "./chat-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";

const MAX_TEXT = 4000;

/**
 * What the learner's own courses, learning files and sources say about a topic (owner-scoped by the
 * request's identity; the same search that grounds the deep dive). No grounding composed: nothing found.
 */
export function createSearchMyCoursesTool(dependencies: { groundTopic?: TopicGrounding }) {
  return tool({
    description:
      "Search what the learner's own courses, learning files and sources say about a topic. Returns passages with where they are; quote only what it returns and cite where, and say so when it returns none.",
    inputSchema: cachedSchema(searchMyCoursesInputSchema),
    contextSchema: chatToolContextSchema,
    outputSchema: cachedSchema(searchMyCoursesOutputSchema),
    execute: async ({ topic }, { context }): Promise<SearchMyCoursesOutput> => {
      if (!dependencies.groundTopic) return { passages: [] };
      const passages = await safeGrounding(dependencies.groundTopic, context.ownerId, topic);
      return { passages: passages.map((passage) => ({ ...passage, text: passage.text.slice(0, MAX_TEXT) })) };
    },
  });
}

export type SearchMyCoursesTool = ReturnType<typeof createSearchMyCoursesTool>;
