import { fileUrl, workspaceRequest } from "./workspace-requests";

/** Deletes a file (on `baseVersion` when given, so an edit made meanwhile is not lost). */
export async function deleteFile(courseId: string, path: string, baseVersion?: number): Promise<void> {
  await workspaceRequest(`${fileUrl(courseId, path)}${baseVersion ? `&baseVersion=${baseVersion}` : ""}`, { method: "DELETE" });
}
