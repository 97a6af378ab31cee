import { z } from "zod";
import { courseDetailSchema } from "./course-api";

/**
 * The schemas the browser parses course responses with. course-client.ts loads
 * this module with import() on its first request, so zod reaches the browser
 * only once there is an answer to check — never in a page's first-load JS.
 */
export { chapterResponseSchema, courseListResponseSchema, courseResponseSchema } from "./course-api";

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** A 409 from an outline edit carries the server's current course. */
export const conflictDetailsSchema = z.object({ course: courseDetailSchema });
