import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api/api-client";
import { sourceSummarySchema, type SourceSummary } from "../contract";
import type { SourcesList } from "./get-sources";
import { sourcesKeys, sourceUrl } from "./sources-requests";

const renamedSchema = z.object({ source: sourceSummarySchema });

export async function renameSource(courseId: string, sourceId: string, title: string): Promise<SourceSummary> {
  return (await apiRequest(sourceUrl(courseId, sourceId), { method: "PATCH", json: { title }, schema: renamedSchema })).source;
}

type Rename = { source: SourceSummary; title: string };

/** Renames at once on screen; the old title comes back if the server refuses. `rename` is the fetcher (tests pass a scripted one). */
export function renameSourceMutationOptions(client: QueryClient, courseId: string, rename = renameSource) {
  const queryKey = sourcesKeys.list(courseId);
  const patch = (id: string, update: (source: SourceSummary) => SourceSummary) =>
    client.setQueryData<SourcesList>(
      queryKey,
      (list) => list && { ...list, sources: list.sources.map((one) => (one.id === id ? update(one) : one)) },
    );
  return {
    mutationFn: ({ source, title }: Rename) => rename(courseId, source.id, title),
    onMutate: async ({ source, title }: Rename) => {
      // A poll on its way would answer with the old title.
      await client.cancelQueries({ queryKey, exact: true });
      patch(source.id, (one) => ({ ...one, title }));
    },
    onError: (_error: unknown, { source }: Rename) => patch(source.id, (one) => ({ ...one, title: source.title })),
    onSuccess: (saved: SourceSummary, { source }: Rename) => patch(source.id, () => saved),
  };
}
