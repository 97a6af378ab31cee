import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { ProgressSummary } from "../contract-progress";
import { practiceSchemas } from "./practice-requests";
import { progressKeys, summaryUrl } from "./progress-requests";

/** Streak, time spent, reviews due and the 14-day due chart, modules by status: of one course, or (null) all of them. */
export async function getProgressSummary(courseId: string | null, signal?: AbortSignal): Promise<ProgressSummary> {
  const schema = async () => (await practiceSchemas()).progressSummarySchema;
  return apiRequest(summaryUrl(courseId), { schema, signal });
}

export function getProgressSummaryQueryOptions(courseId: string | null) {
  return queryOptions({ queryKey: progressKeys.summary(courseId), queryFn: ({ signal }) => getProgressSummary(courseId, signal) });
}

export function useProgressSummary(courseId: string | null) {
  const client = useQueryClient();
  const query = useQuery(getProgressSummaryQueryOptions(courseId));
  return {
    state: readState(query),
    retry: useCallback(() => client.resetQueries({ queryKey: progressKeys.summary(courseId), exact: true }), [client, courseId]),
  };
}
