import { apiRequest } from "@/lib/api/api-client";
import { chapterUrl, courseSchemas } from "./course-requests";

/** Asks for a rewrite (202, the chapter queued again); the reader then goes back to the course, where it shows as queued. */
export async function rewriteChapter(courseId: string, chapterId: string, reason: string) {
  const schema = async () => (await courseSchemas()).chapterResponseSchema;
  return (await apiRequest(`${chapterUrl(courseId, chapterId)}/rewrite`, { method: "POST", json: { reason }, schema })).chapter;
}
