/**
 * POST /api/courses answers `{ course: { id, ... } }`. The outline card's Retry
 * reads only the id, so a structural check does (no zod in the /create page's
 * first load); the server validated what it saved.
 */
export function readSavedCourseId(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !Object.hasOwn(body, "course")) return null;
  const course: unknown = (body as { course: unknown }).course;
  if (typeof course !== "object" || course === null || Array.isArray(course) || !Object.hasOwn(course, "id")) return null;
  const id: unknown = (course as { id: unknown }).id;
  return typeof id === "string" && id.length > 0 ? id : null;
}
