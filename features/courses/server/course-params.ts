import "server-only";
import { chapterIdSchema } from "@/lib/course-scope/course-ids";
import { routeParam } from "@/lib/http/route-params";
import { chapterNotFound } from "../data/chapter-queries";

/**
 * What a route under /api/courses/:id/chapters/:chapterId adds to courseRoute (which reads the
 * course segment): the chapter segment, and one 404 for a missing course or chapter alike.
 */
export const chapterScope = {
  params: { chapterId: routeParam(chapterIdSchema, chapterNotFound) },
  notFound: chapterNotFound,
};
