import { apiRequest } from "@/lib/api/api-client";
import { chapterUrl, courseSchemas } from "./course-requests";

/** Marks a chapter read (or unread again); the answer is the chapter with its new readAt. */
export async function setChapterRead(courseId: string, chapterId: string, read: boolean) {
  const schema = async () => (await courseSchemas()).chapterResponseSchema;
  return (await apiRequest(`${chapterUrl(courseId, chapterId)}/read`, { method: "PUT", json: { read }, schema })).chapter;
}
