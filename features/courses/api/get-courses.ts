"use client";

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api/api-client";
import { toApiError, type ApiError } from "@/lib/api/api-error";
import { pollingOptions } from "@/lib/api/polling";
import type { CourseSummary } from "../contract";
import { courseKeys, courseSchemas } from "./course-requests";

export type CourseListState = { status: "loading" } | { status: "error"; error: ApiError } | { status: "ready"; courses: CourseSummary[] };

/** The library refreshes slower than a course page: it only shows counts. */
export const LIBRARY_POLL_MS = 4000;

/** Newest first, whatever order the server sent. */
export function sortNewestFirst(courses: readonly CourseSummary[]): CourseSummary[] {
  return [...courses].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export async function getCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const schema = async () => (await courseSchemas()).courseListResponseSchema;
  return (await apiRequest("/api/courses", { schema, signal })).courses;
}

/** Refreshed while one of the courses is being written. */
export function getCoursesQueryOptions(pollMs = LIBRARY_POLL_MS) {
  return queryOptions({
    queryKey: courseKeys.list(),
    queryFn: ({ signal }) => getCourses(signal),
    select: sortNewestFirst,
    ...pollingOptions<CourseSummary[]>({ active: (courses) => courses.some((course) => course.status === "generating"), firstMs: pollMs }),
  });
}

/** The learner's courses; a failed background refresh keeps the list on screen. */
export function useCourses({ pollMs = LIBRARY_POLL_MS }: { pollMs?: number } = {}) {
  const client = useQueryClient();
  const query = useQuery(getCoursesQueryOptions(pollMs));
  const error = query.error ? toApiError(query.error) : null;
  const state: CourseListState = query.data
    ? { status: "ready", courses: query.data }
    : error
      ? { status: "error", error }
      : { status: "loading" };
  return { state, retry: useCallback(() => client.resetQueries({ queryKey: courseKeys.list(), exact: true }), [client]) };
}
