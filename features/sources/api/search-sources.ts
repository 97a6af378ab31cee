import { apiRequest } from "@/lib/api/api-client";
import { searchResponseSchema, type SearchResponse } from "../contract";
import { courseUrl } from "./sources-requests";

/**
 * The course's sources searched (keyword or hybrid, as the server can). Always a POST: a query
 * the limit allows (10,000 characters) can be far longer than a URL the server accepts.
 */
export function searchSources(courseId: string, query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest(`${courseUrl(courseId)}/search`, { method: "POST", json: { q: query }, schema: searchResponseSchema, signal });
}
