import { z } from "zod";
import { clientErrorMessage } from "@/lib/http/client-error-message";
import { safeJsonParse } from "@/lib/safe-json";
import {
  searchResponseSchema,
  sourceDetailResponseSchema,
  sourceListResponseSchema,
  sourcesCreatedResponseSchema,
  sourceSummarySchema,
  sourceUploadOutcomeSchema,
  type SearchResponse,
  type SourceDetailResponse,
  type SourceListResponse,
  type SourcesCreatedResponse,
  type SourceSummary,
} from "../contract";

/**
 * The browser side of the sources API (shapes in ../contract.ts). Every
 * answer is parsed with the contract's schemas; every failure becomes a
 * SourcesApiError carrying the server's status, code and sentence (the app's
 * one `{ error: { code, message } }` shape, read by clientErrorMessage).
 */
export class SourcesApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    /** An upload where no file was accepted: each file's own refusal (the error's `details.results`). */
    readonly outcomes: SourceUploadOutcome[] = [],
  ) {
    super(message);
    this.name = "SourcesApiError";
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** A failed response as a SourcesApiError: the server's own code and sentence when it sent the app's error shape. */
export function errorFromBody(status: number, bodyText: string): SourcesApiError {
  const parsed = clientErrorMessage(new Error(bodyText));
  if (!parsed || parsed.code === "stream" || parsed.code === "network") return new SourcesApiError("http", status, "");
  const outcomes = uploadDetailsSchema.safeParse(safeJsonParse(bodyText));
  return new SourcesApiError(parsed.code, status, parsed.message, outcomes.success ? outcomes.data.error.details.results : []);
}

const uploadDetailsSchema = z.object({
  error: z.object({ details: z.object({ results: z.array(sourceUploadOutcomeSchema) }) }),
});
export type SourceUploadOutcome = z.infer<typeof sourceUploadOutcomeSchema>;

async function call<T>(url: string, schema: z.ZodType<T> | null, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      cache: "no-store",
      ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { "content-type": "application/json" } }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new SourcesApiError("network", 0, "");
  }
  const text = response.status === 204 ? "" : await response.text().catch(() => "");
  if (!response.ok) throw errorFromBody(response.status, text);
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(text ? safeJsonParse(text) : null);
  if (!parsed.success) throw new SourcesApiError("invalid_response", response.status, "");
  return parsed.data;
}

const base = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
const sourceUrl = (courseId: string, sourceId: string) => `${base(courseId)}/sources/${encodeURIComponent(sourceId)}`;

export interface UploadOptions {
  /** Bytes sent so far, of the total (XMLHttpRequest's upload progress). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload, one `file` field per file, through XMLHttpRequest so the
 * UI can show how much has been sent. A whole-request refusal (e.g. 413 for
 * too many files) rejects with SourcesApiError; per-file refusals come back
 * as outcomes with `ok: false` next to the accepted ones.
 */
function upload(courseId: string, files: readonly File[], { onProgress, signal }: UploadOptions = {}): Promise<SourcesCreatedResponse> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${base(courseId)}/sources`);
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.onerror = () => reject(new SourcesApiError("network", 0, ""));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    request.onload = () => {
      const text = typeof request.responseText === "string" ? request.responseText : "";
      if (request.status < 200 || request.status >= 300) return reject(errorFromBody(request.status, text));
      const parsed = sourcesCreatedResponseSchema.safeParse(safeJsonParse(text));
      if (!parsed.success) return reject(new SourcesApiError("invalid_response", request.status, ""));
      resolve(parsed.data);
    };
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

export const sourcesClient = {
  list: (courseId: string, signal?: AbortSignal): Promise<SourceListResponse> =>
    call(`${base(courseId)}/sources`, sourceListResponseSchema, { signal }),
  upload,
  paste: (courseId: string, paste: { title: string; text: string }): Promise<SourcesCreatedResponse> =>
    call(`${base(courseId)}/sources`, sourcesCreatedResponseSchema, { method: "POST", json: paste }),
  get: (courseId: string, sourceId: string, signal?: AbortSignal): Promise<SourceDetailResponse> =>
    call(sourceUrl(courseId, sourceId), sourceDetailResponseSchema, { signal }),
  rename: async (courseId: string, sourceId: string, title: string): Promise<SourceSummary> =>
    (await call(sourceUrl(courseId, sourceId), z.object({ source: sourceSummarySchema }), { method: "PATCH", json: { title } })).source,
  remove: (courseId: string, sourceId: string): Promise<void> => call(sourceUrl(courseId, sourceId), null, { method: "DELETE" }),
  search: (courseId: string, query: string, signal?: AbortSignal): Promise<SearchResponse> =>
    call(`${base(courseId)}/search?q=${encodeURIComponent(query)}`, searchResponseSchema, { signal }),
};

export type SourcesClient = typeof sourcesClient;
