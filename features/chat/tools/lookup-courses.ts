import { tool } from "ai";
import { lookupCoursesInputSchema, lookupCoursesOutputSchema } from "../lib/chat-schemas";
import { mergeByCourse } from "../lib/course-matches";
import { chatToolContextSchema, safeLookup, type CourseLookup } from "./chat-tool-context";
import { cachedSchema } from "@/lib/ai/cached-schema";

/** Finds the learner's own courses and chapters (owner-scoped by the request's identity). */
export function createLookupCoursesTool(dependencies: { lookupCourses: CourseLookup }) {
  return tool({
    description:
      "Search the learner's own courses and chapters when they refer to them. Cite the matches with markdown links [title](href); never invent a course. With no match, yourCourses lists the courses they do have.",
    inputSchema: cachedSchema(lookupCoursesInputSchema),
    contextSchema: chatToolContextSchema,
    outputSchema: cachedSchema(lookupCoursesOutputSchema),
    execute: async ({ query }, { context }) => {
      // A course found by its title and by a chapter (or by several chapters) is one match, its chapters under it.
      const matches = mergeByCourse(await safeLookup(dependencies.lookupCourses, context.ownerId, query));
      if (matches.length > 0) return { matches };
      const yourCourses = await safeLookup(dependencies.lookupCourses, context.ownerId, "");
      return yourCourses.length > 0 ? { matches, yourCourses } : { matches };
    },
  });
}
