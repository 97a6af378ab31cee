import { apiRequest } from "@/lib/api/api-client";
import { courseSchemas, courseUrl } from "./course-requests";

/** Starts writing the chapters (202, idempotent); the answer is the confirmed course. */
export async function confirmCourse(courseId: string) {
  const schema = async () => (await courseSchemas()).courseResponseSchema;
  return (await apiRequest(`${courseUrl(courseId)}/confirm`, { method: "POST", schema })).course;
}
