// No zod here: /create loads this up front (docs/architecture.md, first load). Operations hand in
// their schemas, or a loader of them, and the client calls the schema's own safeParse.
import { readApiError } from "@/lib/http/client-error-message";
import { safeJsonParse } from "@/lib/safe-json";
import { ApiError, isAbort } from "./api-error";

/** What the client needs of a zod (or zod/mini) schema. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}
/** A schema, or a loader of one (a module fetched with import() so zod stays off a page's first load). */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

export interface ApiRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body (sent with its content type). */
  json?: unknown;
  /** Any other body (FormData). */
  body?: BodyInit;
  signal?: AbortSignal | undefined;
  keepalive?: boolean;
  /** The answer's shape; without it the answer is not read (204, or nothing the caller needs). */
  schema?: SchemaSource<T>;
  /** The shape of an error's `details` the caller acts on (a 409's current version, per-file refusals). */
  errorDetails?: SchemaSource<unknown>;
}

async function resolve<T>(source: SchemaSource<T>): Promise<ResponseSchema<T>> {
  try {
    return typeof source === "function" ? await source() : source;
  } catch {
    // The schema chunk could not load: the connection is gone as far as the learner can tell.
    throw new ApiError("network", 0, "");
  }
}

/** The app's error shape read into an ApiError; `details` kept only when `detailsSchema` validates them. */
export async function errorFromResponse(status: number, body: unknown, detailsSchema?: SchemaSource<unknown>): Promise<ApiError> {
  const error = readApiError(body);
  if (!error) return new ApiError("http", status, "");
  const raw = (body as { error: { details?: unknown } }).error.details;
  const details = detailsSchema && raw !== undefined ? (await resolve(detailsSchema)).safeParse(raw) : null;
  return new ApiError(error.code, status, error.message, details?.success ? details.data : undefined);
}

/** The answer's text checked against the operation's schema. */
export async function parseAnswer<T>(status: number, text: string, schema: SchemaSource<T>): Promise<T> {
  const parsed = (await resolve(schema)).safeParse(text ? safeJsonParse(text) : null);
  if (!parsed.success) throw new ApiError("invalid_response", status, "");
  return parsed.data;
}

/**
 * The one way the browser calls our API: every answer is validated against
 * the operation's schema (stored data read back is checked like any input),
 * every failure is an ApiError.
 */
export async function apiRequest<T = void>(url: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = "GET", json, body, signal, keepalive, schema, errorDetails } = request;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      cache: "no-store",
      signal: signal ?? null,
      ...(keepalive ? { keepalive } : {}),
      ...(json === undefined ? { body: body ?? null } : { body: JSON.stringify(json), headers: { "content-type": "application/json" } }),
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw new ApiError("aborted", 0, "");
    throw new ApiError("network", 0, "");
  }
  const text = response.status === 204 ? "" : await response.text().catch(() => "");
  if (!response.ok) throw await errorFromResponse(response.status, safeJsonParse(text), errorDetails);
  if (!schema) return undefined as T;
  return parseAnswer(response.status, text, schema);
}

/**
 * A module loaded with import() once, on first use; a chunk that failed to
 * load (connection lost) is tried again on the next call. `eager` starts the
 * load at once, so it is usually there before the first answer arrives.
 */
export function lazyModule<M>(load: () => Promise<M>, { eager = false }: { eager?: boolean } = {}): () => Promise<M> {
  let loading: Promise<M> | null = null;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  if (eager && typeof window !== "undefined") void get().catch(() => undefined);
  return get;
}
