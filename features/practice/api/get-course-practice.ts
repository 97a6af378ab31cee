import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { PracticeListResponse } from "../contract";
import { coursePracticeUrl, practiceKeys, practiceSchemas } from "./practice-requests";

/** A course's questions (no answer keys) with their FSRS cards, and its counts. */
export async function getCoursePractice(courseId: string, signal?: AbortSignal): Promise<PracticeListResponse> {
  const schema = async () => (await practiceSchemas()).practiceListResponseSchema;
  return apiRequest(coursePracticeUrl(courseId), { schema, signal });
}

export function getCoursePracticeQueryOptions(courseId: string) {
  return queryOptions({ queryKey: practiceKeys.course(courseId), queryFn: ({ signal }) => getCoursePractice(courseId, signal) });
}

export function useCoursePractice(courseId: string) {
  const client = useQueryClient();
  const query = useQuery(getCoursePracticeQueryOptions(courseId));
  return {
    state: readState(query),
    retry: useCallback(() => client.resetQueries({ queryKey: practiceKeys.course(courseId), exact: true }), [client, courseId]),
  };
}
