import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { pollingOptions } from "@/lib/api/polling";
import { sourceListResponseSchema, type SourceListResponse, type SourceStatus, type SourceSummary } from "../contract";
import { sourcesKeys, sourcesUrl } from "./sources-requests";

const SETTLED: ReadonlySet<SourceStatus> = new Set(["ready", "failed"]);
export const isSettled = (source: SourceSummary) => SETTLED.has(source.status);

/** While any source is being read, split or indexed: 1 s, backing off ×1.6 up to 10 s while nothing changes. */
export const POLL = { firstMs: 1000, maxMs: 10_000, factor: 1.6 } as const;

export type SourceChange = { id: string; title: string; status: SourceStatus };
/** The list as the page keeps it: with the status changes the last answers brought, for a polite announcement ("notes.pdf: Ready"). */
export type SourcesList = SourceListResponse & { changes: SourceChange[] };

export function getSources(courseId: string, signal?: AbortSignal): Promise<SourceListResponse> {
  return apiRequest(sourcesUrl(courseId), { schema: sourceListResponseSchema, signal });
}

/** What moved between two answers (nothing on the first). */
function changesSince(before: SourcesList | undefined, now: SourceListResponse): SourceChange[] {
  if (!before) return [];
  const known = new Map(before.sources.map((source) => [source.id, source.status]));
  const moved = now.sources.filter((source) => known.has(source.id) && known.get(source.id) !== source.status);
  return moved.length ? moved.map(({ id, title, status }) => ({ id, title, status })) : before.changes;
}

/**
 * A course's sources: loaded once, then polled while any is still being
 * processed (paused while the tab is hidden, at once when it is shown again),
 * stopped once every source is ready or failed. `list` is the fetcher (tests pass a scripted one).
 */
export function getSourcesQueryOptions(client: QueryClient, courseId: string, list = getSources) {
  const queryKey = sourcesKeys.list(courseId);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<SourcesList> => {
      const answer = await list(courseId, signal);
      return { ...answer, changes: changesSince(client.getQueryData<SourcesList>(queryKey), answer) };
    },
    ...pollingOptions<SourcesList>({
      active: (data) => data.sources.some((source) => !isSettled(source)),
      firstMs: POLL.firstMs,
      // Something moved (a status, a source added or gone): look again soon.
      backoff: {
        factor: POLL.factor,
        maxMs: POLL.maxMs,
        signature: (data) => data.sources.map((source) => `${source.id}:${source.status}`).join(),
      },
    }),
  });
}
