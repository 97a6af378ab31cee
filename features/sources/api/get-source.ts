import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { pollingOptions } from "@/lib/api/polling";
import { sourceDetailResponseSchema, type SourceDetailResponse } from "../contract";
import { sourcesKeys, sourceUrl } from "./sources-requests";
import { isSettled } from "./get-sources";

/** While the source is still being processed, look again this often. */
export const VIEWER_RETRY_MS = 2000;

export function getSource(courseId: string, sourceId: string, signal?: AbortSignal): Promise<SourceDetailResponse> {
  return apiRequest(sourceUrl(courseId, sourceId), { schema: sourceDetailResponseSchema, signal });
}

/** One source's extracted text, re-fetched until it is ready (or failed). */
export function getSourceQueryOptions(courseId: string, sourceId: string) {
  return queryOptions({
    queryKey: sourcesKeys.source(courseId, sourceId),
    queryFn: ({ signal }) => getSource(courseId, sourceId, signal),
    ...pollingOptions<SourceDetailResponse>({ active: (detail) => !isSettled(detail.source), firstMs: VIEWER_RETRY_MS }),
  });
}
