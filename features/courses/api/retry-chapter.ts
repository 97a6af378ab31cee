import { apiRequest } from "@/lib/api/api-client";
import { chapterUrl, courseSchemas } from "./course-requests";

/** Writes a failed chapter again (202, queued); the answer is merged into the course so its row shows "queued" at once. */
export async function retryChapter(courseId: string, chapterId: string) {
  const schema = async () => (await courseSchemas()).chapterResponseSchema;
  return (await apiRequest(`${chapterUrl(courseId, chapterId)}/retry`, { method: "POST", schema })).chapter;
}
