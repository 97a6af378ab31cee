import type { ApiError } from "@/lib/api/api-error";
import type { CourseStrings } from "./course-messages";

/** 95 → "1 h 35 min" / "1 小时 35 分钟". */
export function formatDuration(totalMinutes: number, t: CourseStrings): string {
  return t.duration({ hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 });
}

/**
 * What to tell the learner about a failed request. Transport problems get our
 * own words in the UI language; a 4xx carries the server's safe message
 * (it says what was wrong with the request); 5xx gets a generic line.
 */
export function describeError(error: ApiError, t: CourseStrings): string {
  if (error.code === "network") return t.errors.network;
  if (error.code === "invalid_response") return t.errors.invalidResponse;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t.errors.generic;
}
