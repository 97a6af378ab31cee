"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CourseSummary } from "../api/course-api";
import { CourseApiError, courseClient, settle, toCourseApiError } from "../api/course-client";
import { useVisiblePolling } from "./use-visible-polling";

export type CourseListState =
  { status: "loading" } | { status: "error"; error: CourseApiError } | { status: "ready"; courses: CourseSummary[] };

/** The library refreshes slower than a course page: it only shows counts. */
export const LIBRARY_POLL_MS = 4000;

/** Newest first, whatever order the server sent. */
export function sortNewestFirst(courses: readonly CourseSummary[]): CourseSummary[] {
  return [...courses].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The learner's courses; refreshed while one of them is being written. */
export function useCourseList({ pollMs = LIBRARY_POLL_MS }: { pollMs?: number } = {}) {
  const [state, setState] = useState<CourseListState>({ status: "loading" });
  const mounted = useRef(true);
  // Deleted ids stay hidden even if a refresh that started before the delete answers after it.
  const deleted = useRef(new Set<string>());

  // Sets state only once the answer arrives, so the mount effect may call it.
  const load = useCallback(async (mode: "foreground" | "background") => {
    const result = await settle(courseClient.list());
    if (!mounted.current) return;
    if (result.ok) {
      const visible = result.value.filter((course) => !deleted.current.has(course.id));
      setState({ status: "ready", courses: sortNewestFirst(visible) });
    } else if (mode === "foreground") {
      // A failed background refresh keeps the list on screen.
      setState({ status: "error", error: result.error });
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load("foreground");
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const generating = state.status === "ready" && state.courses.some((course) => course.status === "generating");
  useVisiblePolling(() => load("background"), { enabled: generating, intervalMs: pollMs });

  /** Deletes on the server, then removes the card; throws so the dialog can show what went wrong. */
  const remove = useCallback(async (courseId: string) => {
    try {
      await courseClient.remove(courseId);
    } catch (caught) {
      const error = toCourseApiError(caught);
      // Already gone (another tab deleted it): that's what the learner wanted.
      if (!error.notFound) throw error;
    }
    deleted.current.add(courseId);
    setState((current) =>
      current.status === "ready" ? { ...current, courses: current.courses.filter((course) => course.id !== courseId) } : current,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    return load("foreground");
  }, [load]);

  return { state, retry, remove };
}
