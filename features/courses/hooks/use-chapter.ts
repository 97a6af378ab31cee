"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ChapterSummary } from "../api/course-api";
import { CourseApiError, courseClient, settle } from "../api/course-client";

export type ChapterWithContent = ChapterSummary & { content: string | null };

export type ChapterState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: CourseApiError }
  | { status: "ready"; chapter: ChapterWithContent };

/**
 * One chapter with its content. `version` (the summary's status and attempt
 * count from the polled course) refetches it when the chapter is rewritten.
 */
export function useChapter(courseId: string, chapterId: string, version?: string) {
  const [state, setState] = useState<ChapterState>({ status: "loading" });
  const sequence = useRef(0);

  const load = useCallback(
    async (mode: "foreground" | "background") => {
      const id = (sequence.current += 1);
      const result = await settle(courseClient.chapter(courseId, chapterId));
      if (id !== sequence.current) return;
      if (result.ok) {
        setState({ status: "ready", chapter: result.value });
        return;
      }
      const { error } = result;
      setState((current) => {
        if (error.notFound) return { status: "not-found" };
        return mode === "background" && current.status === "ready" ? current : { status: "error", error };
      });
    },
    [courseId, chapterId],
  );

  useEffect(() => {
    // load() only sets state after its request settles; the rule can't see past the await.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load("foreground");
    return () => {
      // Invalidates answers to requests made for the previous chapter.
      sequence.current += 1;
    };
  }, [load]);

  // Refetch when the polled summary changes (written, rewritten), not on the first value.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === undefined || version === seenVersion.current) return;
    const hadOne = seenVersion.current !== undefined;
    seenVersion.current = version;
    if (hadOne) void load("background");
  }, [version, load]);

  /** Requests a rewrite; the caller navigates back to the course, where it shows as queued. */
  const rewrite = useCallback((reason: string) => courseClient.rewriteChapter(courseId, chapterId, reason), [courseId, chapterId]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    return load("foreground");
  }, [load]);

  return { state, retry, rewrite };
}
