import { apiRequest } from "@/lib/api/api-client";
import { searchResponseSchema, type SearchResponse } from "../contract";
import { courseUrl } from "./sources-requests";

/** The course's sources searched (keyword or hybrid, as the server can). */
export function searchSources(courseId: string, query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest(`${courseUrl(courseId)}/search?q=${encodeURIComponent(query)}`, { schema: searchResponseSchema, signal });
}
