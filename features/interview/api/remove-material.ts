import { apiRequest } from "@/lib/api/api-client";
import { toApiError } from "@/lib/api/api-error";
import { MATERIAL_URL } from "./material-requests";

/** Removes an attached document; already gone is what the learner wanted. */
export async function removeMaterial(interviewId: string, id: string): Promise<void> {
  const url = `${MATERIAL_URL}?interviewId=${encodeURIComponent(interviewId)}&id=${encodeURIComponent(id)}`;
  try {
    await apiRequest(url, { method: "DELETE" });
  } catch (caught) {
    if (!toApiError(caught).notFound) throw caught;
  }
}
