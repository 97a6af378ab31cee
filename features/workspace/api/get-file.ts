import type { FileResponse } from "../contract";
import { fileUrl, workspaceRequest, workspaceSchemas } from "./workspace-requests";

/** One file with its content and version. */
export async function getFile(courseId: string, path: string): Promise<FileResponse> {
  return workspaceRequest(fileUrl(courseId, path), { schema: async () => (await workspaceSchemas()).fileResponseSchema });
}
