import { toApiError, type ApiError } from "./api-error";

/** What a page shows for one read through TanStack Query. */
export type ReadState<T> =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; error: ApiError }
  /** `refreshError` is a failed background refresh: the page keeps showing the last good answer. */
  | { status: "ready"; data: T; refreshError: ApiError | null };

/**
 * One rule for every page read: gone (404) wins over an answer kept from before, since another tab
 * may have deleted it; an answer wins over a failed refresh (kept as `refreshError`); otherwise the
 * error, or still loading.
 */
export function readState<T>(query: { data: T | undefined; error: unknown }): ReadState<T> {
  const error = query.error ? toApiError(query.error) : null;
  if (error?.notFound) return { status: "not-found" };
  if (query.data !== undefined) return { status: "ready", data: query.data, refreshError: error };
  return error ? { status: "error", error } : { status: "loading" };
}
