import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { toApiError } from "@/lib/api/api-error";
import type { SourceSummary } from "../contract";
import type { SourcesList } from "./get-sources";
import { sourcesKeys, sourceUrl } from "./sources-requests";

export function deleteSource(courseId: string, sourceId: string): Promise<void> {
  return apiRequest(sourceUrl(courseId, sourceId), { method: "DELETE" });
}

/**
 * Removes at once on screen; the row comes back if the server refuses (a 404
 * means it is already gone, which is what the learner wanted). `remove` is the
 * fetcher (tests pass a scripted one).
 */
export function deleteSourceMutationOptions(client: QueryClient, courseId: string, remove = deleteSource) {
  const queryKey = sourcesKeys.list(courseId);
  const update = (change: (sources: SourceSummary[]) => SourceSummary[]) =>
    client.setQueryData<SourcesList>(queryKey, (list) => list && { ...list, sources: change(list.sources) });
  return {
    mutationFn: async (source: SourceSummary) => {
      try {
        await remove(courseId, source.id);
      } catch (caught) {
        const error = toApiError(caught);
        if (!error.notFound) throw error;
      }
    },
    onMutate: async (source: SourceSummary) => {
      await client.cancelQueries({ queryKey, exact: true });
      update((sources) => sources.filter((one) => one.id !== source.id));
    },
    onError: (_error: unknown, source: SourceSummary) =>
      update((sources) => (sources.some((one) => one.id === source.id) ? sources : [...sources, source])),
  };
}
