import { apiRequest } from "@/lib/api/api-client";
import { ApiError } from "@/lib/api/api-error";
import type { UploadOutcome } from "../lib/material-attachment";
import { MATERIAL_URL, materialSchemas } from "./material-requests";

/** One outcome per file; a request where every file was refused still yields their outcomes (the error's details). */
export async function uploadMaterial(interviewId: string, files: readonly File[]): Promise<UploadOutcome[]> {
  const form = new FormData();
  form.set("interviewId", interviewId);
  for (const file of files) form.append("file", file);
  const schema = async () => (await materialSchemas()).uploadResponseSchema;
  try {
    return (await apiRequest(MATERIAL_URL, { method: "POST", body: form, schema, errorDetails: schema })).results;
  } catch (error) {
    // errorDetails validated them against the same schema.
    const refused = error instanceof ApiError ? (error.details as { results: UploadOutcome[] } | undefined) : undefined;
    if (refused) return refused.results;
    throw error;
  }
}
