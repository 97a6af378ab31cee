import { z } from "zod";
import { courseDetailSchema } from "../contract";

/**
 * The schemas the browser parses course answers with. The operation files load
 * this module with import() (course-requests.ts), so zod reaches the browser
 * only once there is an answer to check — never in a page's first-load JS.
 */
export { chapterResponseSchema, courseListResponseSchema, courseResponseSchema } from "../contract";

/** A 409 from an outline edit carries the server's current course. */
export const conflictDetailsSchema = z.object({ course: courseDetailSchema });
