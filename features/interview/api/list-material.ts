import { apiRequest } from "@/lib/api/api-client";
import type { AttachedDocument } from "../lib/material-attachment";
import { MATERIAL_URL, materialSchemas } from "./material-requests";

/** The interview's attached documents, with their ingestion status. */
export async function listMaterial(interviewId: string): Promise<AttachedDocument[]> {
  const schema = async () => (await materialSchemas()).materialListSchema;
  return (await apiRequest(`${MATERIAL_URL}?interviewId=${encodeURIComponent(interviewId)}`, { schema })).sources;
}
