import type { CourseOutline } from "@/lib/course-outline";
import { apiRequest } from "@/lib/api/api-client";
import { conflictDetails, courseSchemas, courseUrl } from "./course-requests";

/** Saves the learner's edits on `revision`; a stale revision is a 409 whose details carry the current course (conflictCourse). */
export async function saveOutline(courseId: string, outline: CourseOutline, revision: number) {
  const schema = async () => (await courseSchemas()).courseResponseSchema;
  const url = `${courseUrl(courseId)}/outline`;
  return (await apiRequest(url, { method: "PUT", json: { outline, revision }, schema, errorDetails: conflictDetails })).course;
}

/**
 * Last-chance save when the page goes away with edits still waiting for the
 * debounce: `keepalive` lets the request outlive the page. Best effort — the
 * answer is never read (a stale revision simply gets its 409).
 */
export function saveOutlineOnExit(courseId: string, outline: CourseOutline, revision: number): void {
  try {
    void apiRequest(`${courseUrl(courseId)}/outline`, { method: "PUT", keepalive: true, json: { outline, revision } }).catch(
      () => undefined,
    );
  } catch {
    // Nothing more can be done while the page unloads.
  }
}
