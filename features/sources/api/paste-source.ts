import { apiRequest } from "@/lib/api/api-client";
import { sourcesCreatedResponseSchema, type SourcesCreatedResponse } from "../contract";
import { sourcesUrl } from "./sources-requests";

/** Adds pasted text as a source (one outcome, like an upload of one file). */
export function pasteSource(courseId: string, paste: { title: string; text: string }): Promise<SourcesCreatedResponse> {
  return apiRequest(sourcesUrl(courseId), { method: "POST", json: paste, schema: sourcesCreatedResponseSchema });
}
