"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ChapterSummary, CourseDetail } from "../api/course-api";
import { CourseApiError, courseClient, isAbort, settle } from "../api/course-client";
import { useVisiblePolling } from "./use-visible-polling";

export type CourseState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: CourseApiError }
  /** `refreshError` is a failed background refresh: the page keeps showing the last good course. */
  | { status: "ready"; course: CourseDetail; refreshError: CourseApiError | null };

export const POLL_INTERVAL_MS = 1500;

/** Live while a chapter is waiting or being written; the server holds the state, so a reload picks it up again. */
export function isCourseActive(course: CourseDetail): boolean {
  if (course.chapters.some((chapter) => chapter.status === "queued" || chapter.status === "writing")) return true;
  // Confirmed but the chapter rows aren't visible yet: keep asking until they are.
  return course.status === "generating" && course.chapters.length === 0;
}

/**
 * One course, fetched on the client and polled every ~1.5 s while chapters
 * are queued or being written (paused while the tab is hidden).
 */
export function useCourse(courseId: string, { pollMs = POLL_INTERVAL_MS }: { pollMs?: number } = {}) {
  const [state, setState] = useState<CourseState>({ status: "loading" });
  // Requests are numbered; a response is dropped when a newer one was applied
  // or when the course was changed locally after it started (a retry's result
  // must not be overwritten by a poll that left before it).
  const sequence = useRef(0);
  const applied = useRef(0);
  const mounted = useRef(true);

  // Sets state only after the answer arrives (never synchronously), so effects may call it.
  const load = useCallback(
    async (mode: "foreground" | "background") => {
      const id = (sequence.current += 1);
      const result = await settle(courseClient.get(courseId));
      if (!mounted.current || id <= applied.current) return;
      if (!result.ok && isAbort(result.error)) return;
      applied.current = id;
      if (result.ok) {
        setState({ status: "ready", course: result.value, refreshError: null });
        return;
      }
      const { error } = result;
      setState((current) => {
        if (error.notFound) return { status: "not-found" };
        if (mode === "background" && current.status === "ready") return { ...current, refreshError: error };
        return { status: "error", error };
      });
    },
    [courseId],
  );

  useEffect(() => {
    mounted.current = true;
    // load() only sets state after its request settles; the rule can't see past the await.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load("foreground");
    return () => {
      mounted.current = false;
    };
  }, [load]);

  /** Adopt a course the server just returned (confirm, save, regenerate). */
  const setCourse = useCallback((course: CourseDetail) => {
    applied.current = sequence.current;
    setState({ status: "ready", course, refreshError: null });
  }, []);

  /** Merge one chapter the server just returned (retry, rewrite). */
  const patchChapter = useCallback((chapter: ChapterSummary & { content?: unknown }) => {
    applied.current = sequence.current;
    setState((current) => {
      if (current.status !== "ready") return current;
      // The chapter endpoints also send content (already validated by the client); the course keeps summaries only.
      const summary = Object.fromEntries(Object.entries(chapter).filter(([key]) => key !== "content")) as ChapterSummary;
      const chapters = current.course.chapters.map((item) => (item.id === summary.id ? summary : item));
      return { ...current, course: { ...current.course, chapters } };
    });
  }, []);

  const active = state.status === "ready" && isCourseActive(state.course);
  useVisiblePolling(() => load("background"), { enabled: active, intervalMs: pollMs });

  const retry = useCallback(() => {
    setState({ status: "loading" });
    return load("foreground");
  }, [load]);

  return {
    state,
    retry,
    refresh: useCallback(() => load("background"), [load]),
    setCourse,
    patchChapter,
  };
}
