"use client";

import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { apiRequest } from "@/lib/api/api-client";
import type { ApiError } from "@/lib/api/api-error";
import { readState } from "@/lib/api/read-state";
import type { ChapterSummary } from "../contract";
import { chapterUrl, courseKeys, courseSchemas } from "./course-requests";

export type ChapterWithContent = ChapterSummary & { content: string | null };

export type ChapterState =
  { status: "loading" } | { status: "not-found" } | { status: "error"; error: ApiError } | { status: "ready"; chapter: ChapterWithContent };

export async function getChapter(courseId: string, chapterId: string, signal?: AbortSignal): Promise<ChapterWithContent> {
  const schema = async () => (await courseSchemas()).chapterResponseSchema;
  return (await apiRequest(chapterUrl(courseId, chapterId), { schema, signal })).chapter;
}

export function getChapterQueryOptions(courseId: string, chapterId: string) {
  return queryOptions({
    queryKey: courseKeys.chapter(courseId, chapterId),
    queryFn: ({ signal }) => getChapter(courseId, chapterId, signal),
  });
}

/**
 * One chapter with its content. `version` (the summary's status and attempt
 * count from the polled course) refetches it when the chapter is rewritten;
 * a failed refetch keeps the text on screen.
 */
export function useChapter(courseId: string, chapterId: string, version?: string) {
  const client = useQueryClient();
  const query = useQuery(getChapterQueryOptions(courseId, chapterId));
  const queryKey = useMemo(() => courseKeys.chapter(courseId, chapterId), [courseId, chapterId]);

  // Refetch when the polled summary changes (written, rewritten), not on the first value.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === undefined || version === seenVersion.current) return;
    const hadOne = seenVersion.current !== undefined;
    seenVersion.current = version;
    if (hadOne) void client.refetchQueries({ queryKey, exact: true });
  }, [version, client, queryKey]);

  const read = readState(query);
  const state: ChapterState = read.status === "ready" ? { status: "ready", chapter: read.data } : read;

  return { state, retry: useCallback(() => client.resetQueries({ queryKey, exact: true }), [client, queryKey]) };
}
