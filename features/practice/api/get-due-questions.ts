import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { DueResponse } from "../contract";
import { dueUrl, practiceKeys, practiceSchemas } from "./practice-requests";

/** The learner's due questions across all their courses, the most overdue first. */
export async function getDueQuestions(limit: number, signal?: AbortSignal): Promise<DueResponse> {
  const schema = async () => (await practiceSchemas()).dueResponseSchema;
  return apiRequest(dueUrl(limit), { schema, signal });
}

export function getDueQuestionsQueryOptions(limit: number) {
  return queryOptions({ queryKey: practiceKeys.due(limit), queryFn: ({ signal }) => getDueQuestions(limit, signal) });
}

/** One session's queue: read once; answering does not refetch it under the learner. */
export function useDueQuestions(limit: number) {
  const client = useQueryClient();
  const query = useQuery({ ...getDueQuestionsQueryOptions(limit), staleTime: Infinity });
  return {
    state: readState(query),
    retry: useCallback(() => client.resetQueries({ queryKey: practiceKeys.due(limit), exact: true }), [client, limit]),
  };
}
