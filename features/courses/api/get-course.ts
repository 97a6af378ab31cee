"use client";

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiRequest } from "@/lib/api/api-client";
import type { ApiError } from "@/lib/api/api-error";
import { readState } from "@/lib/api/read-state";
import { pollingOptions } from "@/lib/api/polling";
import type { ChapterSummary, CourseDetail } from "../contract";
import { courseKeys, courseSchemas, courseUrl } from "./course-requests";

export type CourseState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: ApiError }
  /** `refreshError` is a failed background refresh: the page keeps showing the last good course. */
  | { status: "ready"; course: CourseDetail; refreshError: ApiError | null };

export const POLL_INTERVAL_MS = 1500;

/** Live while a chapter is waiting or being written; the server holds the state, so a reload picks it up again. */
export function isCourseActive(course: CourseDetail): boolean {
  if (course.chapters.some((chapter) => chapter.status === "queued" || chapter.status === "writing")) return true;
  // Confirmed but the chapter rows aren't visible yet: keep asking until they are.
  return course.status === "generating" && course.chapters.length === 0;
}

export async function getCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  const schema = async () => (await courseSchemas()).courseResponseSchema;
  return (await apiRequest(courseUrl(courseId), { schema, signal })).course;
}

/** Polled every ~1.5 s while chapters are queued or being written (paused while the tab is hidden). */
export function getCourseQueryOptions(courseId: string, pollMs = POLL_INTERVAL_MS) {
  return queryOptions({
    queryKey: courseKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    ...pollingOptions<CourseDetail>({ active: isCourseActive, firstMs: pollMs }),
  });
}

/** A query's outcome as the page's states: a failed refresh keeps the last good data on screen. */
export function viewState(query: { data: CourseDetail | undefined; error: Error | null }): CourseState {
  const state = readState(query);
  return state.status === "ready" ? { status: "ready", course: state.data, refreshError: state.refreshError } : state;
}

/** One course, fetched on the client and polled while it is being written. */
export function useCourse(courseId: string, { pollMs = POLL_INTERVAL_MS }: { pollMs?: number } = {}) {
  const client = useQueryClient();
  const query = useQuery(getCourseQueryOptions(courseId, pollMs));
  const queryKey = useMemo(() => courseKeys.course(courseId), [courseId]);

  /** Adopt a course the server just returned (confirm, save, regenerate): a poll that left before it is dropped. */
  const setCourse = useCallback(
    (course: CourseDetail) => {
      void client.cancelQueries({ queryKey, exact: true });
      client.setQueryData<CourseDetail>(queryKey, course);
    },
    [client, queryKey],
  );

  /** Merge one chapter the server just returned (retry, rewrite, read). */
  const patchChapter = useCallback(
    (chapter: ChapterSummary & { content?: unknown }) => {
      void client.cancelQueries({ queryKey, exact: true });
      client.setQueryData<CourseDetail>(queryKey, (course) => course && withChapter(course, chapter));
    },
    [client, queryKey],
  );

  return {
    state: viewState(query),
    /** Back to loading, then a fresh request. */
    retry: useCallback(() => client.resetQueries({ queryKey, exact: true }), [client, queryKey]),
    refresh: useCallback(() => client.refetchQueries({ queryKey, exact: true }), [client, queryKey]),
    setCourse,
    patchChapter,
  };
}

/** The course with one chapter's summary replaced (the chapter endpoints also send content; the course keeps summaries only). */
export function withChapter(course: CourseDetail, chapter: ChapterSummary & { content?: unknown }): CourseDetail {
  const summary = Object.fromEntries(Object.entries(chapter).filter(([key]) => key !== "content")) as ChapterSummary;
  return { ...course, chapters: course.chapters.map((item) => (item.id === summary.id ? summary : item)) };
}
