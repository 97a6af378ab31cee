/**
 * The progress operations' URLs and query keys (beside ./practice-requests.ts, whose schemas they
 * share). A figure's attempts are asked of the course's route when it is a course's, so a
 * foreign course is a 404 there too.
 */
import type { AttemptFilter } from "../contract-progress";

/** The learner's zone for their streak and due chart, with the offset as a fallback for a browser that names none. */
export function zoneQuery(): string {
  const params = new URLSearchParams();
  const zone = typeof Intl === "undefined" ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) params.set("tz", zone);
  else params.set("offset", String(new Date().getTimezoneOffset()));
  return params.toString();
}

export const summaryUrl = (courseId: string | null) =>
  `${courseId ? `/api/courses/${encodeURIComponent(courseId)}/practice` : "/api/practice"}/summary?${zoneQuery()}`;

export function attemptListUrl(courseId: string | null, filter: AttemptFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  if (cursor) params.set("cursor", cursor);
  const base = courseId ? `/api/courses/${encodeURIComponent(courseId)}/practice/attempts` : "/api/practice/attempts";
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

export const progressKeys = {
  summary: (courseId: string | null) => ["practice", "summary", courseId ?? "all"] as const,
  attempts: (courseId: string | null, filter: AttemptFilter) => ["practice", "attempts", courseId ?? "all", filter] as const,
};
