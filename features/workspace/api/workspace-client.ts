import type { z } from "zod";
import type { FileEntry, FilePutRequest, FileResponse } from "../contract";

type Schemas = typeof import("./workspace-client-schemas");
// Loaded right after the page (not part of its first load), normally long before the first answer
// arrives; a chunk that failed to load is tried again on the next request.
let schemasLoading: Promise<Schemas> | null = null;
function loadSchemas(): Promise<Schemas> {
  schemasLoading ??= import("./workspace-client-schemas").catch((error: unknown) => {
    schemasLoading = null;
    throw error;
  });
  return schemasLoading;
}
void loadSchemas().catch(() => undefined);
type CurrentFile = FileEntry & { content: string };

/**
 * The browser side of the workspace file API. Responses are parsed with the
 * contract's schemas; errors carry the server's status, code and details (a
 * 409's current version), so the editor can keep the learner's text and show
 * what changed instead of losing either side.
 */
export class WorkspaceApiError extends Error {
  /** `conflictFile`: a 409's current file, already validated by call(). */
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    private readonly conflictFile: CurrentFile | null = null,
  ) {
    super(message);
    this.name = "WorkspaceApiError";
  }

  /** On a 409: the file as it now is on the server. */
  get current(): CurrentFile | null {
    return this.status === 409 ? this.conflictFile : null;
  }
}

async function call<T>(url: string, pick: ((schemas: Schemas) => z.ZodType<T>) | null, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, cache: "no-store", headers: init.body ? { "content-type": "application/json" } : undefined });
  } catch {
    throw new WorkspaceApiError("network", 0, "Couldn't reach the server.");
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  let schemas: Schemas;
  try {
    schemas = await loadSchemas();
  } catch {
    throw new WorkspaceApiError("network", 0, "Couldn't reach the server.");
  }
  if (!response.ok) {
    const parsed = schemas.errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      const conflict = response.status === 409 ? schemas.conflictDetailsSchema.safeParse(details) : null;
      throw new WorkspaceApiError(code, response.status, message, details, conflict?.success ? conflict.data.current : null);
    }
    throw new WorkspaceApiError("http", response.status, `The server answered ${response.status}.`);
  }
  if (!pick) return undefined as T;
  const parsed = pick(schemas).safeParse(body);
  if (!parsed.success) throw new WorkspaceApiError("invalid_response", response.status, "The server sent an unexpected answer.");
  return parsed.data;
}

const base = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

export const workspaceApi = {
  tree: (courseId: string) => call(`${base(courseId)}/files`, (api) => api.fileTreeResponseSchema),
  read: (courseId: string, path: string): Promise<FileResponse> =>
    call(`${base(courseId)}/file?path=${encodeURIComponent(path)}`, (api) => api.fileResponseSchema),
  write: (courseId: string, change: FilePutRequest): Promise<FileResponse> =>
    call(`${base(courseId)}/file`, (api) => api.fileResponseSchema, { method: "PUT", body: JSON.stringify(change) }),
  remove: (courseId: string, path: string, baseVersion?: number) =>
    call(`${base(courseId)}/file?path=${encodeURIComponent(path)}${baseVersion ? `&baseVersion=${baseVersion}` : ""}`, null, {
      method: "DELETE",
    }),
  exportUrl: (courseId: string) => `${base(courseId)}/workspace/export`,
  chatUrl: (courseId: string) => `${base(courseId)}/workspace/chat`,
};
