import type { FilePutRequest, FileResponse } from "../contract";
import { courseUrl, workspaceRequest, workspaceSchemas } from "./workspace-requests";

/**
 * Creates, saves or renames a file on `baseVersion`. A stale version is a 409
 * whose details carry the file as it now is (conflictFile), so the editor can
 * keep the learner's text and show what changed.
 */
export async function writeFile(courseId: string, change: FilePutRequest): Promise<FileResponse> {
  return workspaceRequest(`${courseUrl(courseId)}/file`, {
    method: "PUT",
    json: change,
    schema: async () => (await workspaceSchemas()).fileResponseSchema,
    errorDetails: async () => (await workspaceSchemas()).conflictDetailsSchema,
  });
}
