import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { readState } from "@/lib/api/read-state";
import type { AttemptFilter, AttemptList } from "../contract-progress";
import { practiceSchemas } from "./practice-requests";
import { attemptListUrl, progressKeys } from "./progress-requests";

/** One page of the attempts behind a figure, newest first. */
export async function getAttemptList(
  courseId: string | null,
  filter: AttemptFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AttemptList> {
  const schema = async () => (await practiceSchemas()).attemptListSchema;
  return apiRequest(attemptListUrl(courseId, filter, cursor), { schema, signal });
}

export function getAttemptListQueryOptions(courseId: string | null, filter: AttemptFilter) {
  return infiniteQueryOptions({
    queryKey: progressKeys.attempts(courseId, filter),
    queryFn: ({ pageParam, signal }) => getAttemptList(courseId, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The attempts behind a figure, a page at a time ("show more" asks for the next). */
export function useAttemptList(courseId: string | null, filter: AttemptFilter) {
  const query = useInfiniteQuery(getAttemptListQueryOptions(courseId, filter));
  const state = readState({ data: query.data, error: query.error });
  return {
    state,
    attempts: query.data?.pages.flatMap((page) => page.attempts) ?? [],
    total: query.data?.pages[0]?.total ?? 0,
    more: query.hasNextPage ? () => void query.fetchNextPage() : null,
    loadingMore: query.isFetchingNextPage,
    retry: () => void query.refetch(),
  };
}
