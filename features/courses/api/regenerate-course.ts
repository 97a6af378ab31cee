import { apiRequest } from "@/lib/api/api-client";
import { conflictDetails, courseSchemas, courseUrl } from "./course-requests";

/** The curriculum designer reshapes a draft's outline; a 409's details carry the current course (conflictCourse). */
export async function regenerateCourse(courseId: string, instruction: string, revision: number) {
  const schema = async () => (await courseSchemas()).courseResponseSchema;
  const url = `${courseUrl(courseId)}/regenerate`;
  return (await apiRequest(url, { method: "POST", json: { instruction, revision }, schema, errorDetails: conflictDetails })).course;
}
