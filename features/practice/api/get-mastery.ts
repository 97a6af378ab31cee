import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { MasteryResponse } from "../contract";
import { courseMasteryUrl, practiceKeys, practiceSchemas } from "./practice-requests";

/** Each module's and chapter's milestone status, and the attempts that count. */
export async function getMastery(courseId: string, signal?: AbortSignal): Promise<MasteryResponse> {
  const schema = async () => (await practiceSchemas()).masteryResponseSchema;
  return apiRequest(courseMasteryUrl(courseId), { schema, signal });
}

export function getMasteryQueryOptions(courseId: string) {
  return queryOptions({ queryKey: practiceKeys.mastery(courseId), queryFn: ({ signal }) => getMastery(courseId, signal) });
}

export function useMastery(courseId: string) {
  const client = useQueryClient();
  const query = useQuery(getMasteryQueryOptions(courseId));
  return {
    state: readState(query),
    retry: useCallback(() => client.resetQueries({ queryKey: practiceKeys.mastery(courseId), exact: true }), [client, courseId]),
  };
}
