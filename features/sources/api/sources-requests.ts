import { z } from "zod";
import { ApiError } from "@/lib/api/api-error";
import { sourceUploadOutcomeSchema } from "../contract";

/**
 * What every sources operation file shares. The schemas come from the
 * contract directly: the sources UI lives in the workspace and on the course
 * page's tutor, whose first load already has zod.
 */
export const courseUrl = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
export const sourcesUrl = (courseId: string) => `${courseUrl(courseId)}/sources`;
export const sourceUrl = (courseId: string, sourceId: string) => `${sourcesUrl(courseId)}/${encodeURIComponent(sourceId)}`;

export const sourcesKeys = {
  list: (courseId: string) => ["sources", courseId, "list"] as const,
  source: (courseId: string, sourceId: string) => ["sources", courseId, "source", sourceId] as const,
};

export type SourceUploadOutcome = z.infer<typeof sourceUploadOutcomeSchema>;

/** An upload where no file was accepted: the error's details list each file's own refusal. */
export const uploadRefusalsSchema = z.object({ results: z.array(sourceUploadOutcomeSchema) });

/** Each file's own refusal from an upload the server refused as a whole (validated by the request's errorDetails). */
export function uploadRefusals(error: unknown): SourceUploadOutcome[] {
  return error instanceof ApiError ? ((error.details as { results?: SourceUploadOutcome[] } | undefined)?.results ?? []) : [];
}
