import { apiRequest, lazyModule, type ApiRequest } from "@/lib/api/api-client";
import { ApiError, toApiError } from "@/lib/api/api-error";
import type { FileEntry } from "../contract";

/** What every workspace operation file shares: URLs, query keys, the lazily loaded schemas and the error sentences. */
export const workspaceSchemas = lazyModule(() => import("./response-schemas"), { eager: true });

export const courseUrl = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
export const fileUrl = (courseId: string, path: string) => `${courseUrl(courseId)}/file?path=${encodeURIComponent(path)}`;
export const exportUrl = (courseId: string) => `${courseUrl(courseId)}/workspace/export`;
export const chatUrl = (courseId: string) => `${courseUrl(courseId)}/workspace/chat`;

export const workspaceKeys = {
  tree: (courseId: string) => ["workspace", courseId, "tree"] as const,
};

// The workspace shows an error's message as it is (a notice, the save line): transport failures get these sentences.
const SENTENCES: Record<string, (status: number) => string> = {
  network: () => "Couldn't reach the server.",
  http: (status) => `The server answered ${status}.`,
  invalid_response: () => "The server sent an unexpected answer.",
};

/** apiRequest, with every failure carrying a sentence the workspace can show. */
export async function workspaceRequest<T>(url: string, request: ApiRequest<T>): Promise<T> {
  try {
    return await apiRequest(url, request);
  } catch (caught) {
    const error = toApiError(caught);
    const sentence = SENTENCES[error.code];
    throw sentence && !error.message ? new ApiError(error.code, error.status, sentence(error.status), error.details) : error;
  }
}

type CurrentFile = FileEntry & { content: string };

/** On a write's 409: the file as it now is on the server (validated by the request's errorDetails). */
export function conflictFile(error: unknown): CurrentFile | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.details as { current?: CurrentFile } | undefined)?.current ?? null;
}
