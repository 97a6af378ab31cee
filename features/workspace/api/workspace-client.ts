import { z } from "zod";
import { fileEntrySchema, fileResponseSchema, fileTreeResponseSchema, type FilePutRequest, type FileResponse } from "../contract";

/**
 * The browser side of the workspace file API. Responses are parsed with the
 * contract's schemas; errors carry the server's status, code and details (a
 * 409's current version), so the editor can keep the learner's text and show
 * what changed instead of losing either side.
 */
export class WorkspaceApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "WorkspaceApiError";
  }

  /** On a 409: the file as it now is on the server. */
  get current(): (z.infer<typeof fileEntrySchema> & { content: string }) | null {
    const parsed = z.object({ current: fileEntrySchema.extend({ content: z.string() }) }).safeParse(this.details);
    return this.status === 409 && parsed.success ? parsed.data.current : null;
  }
}

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) });

async function call<T>(url: string, schema: z.ZodType<T> | null, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: init.body ? { "content-type": "application/json" } : undefined });
  } catch {
    throw new WorkspaceApiError("network", 0, "Couldn't reach the server.");
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success)
      throw new WorkspaceApiError(parsed.data.error.code, response.status, parsed.data.error.message, parsed.data.error.details);
    throw new WorkspaceApiError("http", response.status, `The server answered ${response.status}.`);
  }
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new WorkspaceApiError("invalid_response", response.status, "The server sent an unexpected answer.");
  return parsed.data;
}

const base = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

export const workspaceApi = {
  tree: (courseId: string) => call(`${base(courseId)}/files`, fileTreeResponseSchema),
  read: (courseId: string, path: string): Promise<FileResponse> =>
    call(`${base(courseId)}/file?path=${encodeURIComponent(path)}`, fileResponseSchema),
  write: (courseId: string, change: FilePutRequest): Promise<FileResponse> =>
    call(`${base(courseId)}/file`, fileResponseSchema, { method: "PUT", body: JSON.stringify(change) }),
  remove: (courseId: string, path: string, baseVersion?: number) =>
    call(`${base(courseId)}/file?path=${encodeURIComponent(path)}${baseVersion ? `&baseVersion=${baseVersion}` : ""}`, null, {
      method: "DELETE",
    }),
  exportUrl: (courseId: string) => `${base(courseId)}/workspace/export`,
  chatUrl: (courseId: string) => `${base(courseId)}/workspace/chat`,
};
