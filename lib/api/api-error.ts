/**
 * The one error every browser request to our API throws (lib/api/api-client.ts).
 * `code` is the server's (`{ error: { code, message } }`, lib/errors.ts) or one
 * of the client's own: "network" (no answer, status 0), "aborted",
 * "invalid_response" (an answer that does not match the contract) and "http"
 * (an error answer not in our shape, e.g. a proxy's HTML page). `message` is
 * the server's sentence, empty when the UI should use its own words.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The error body's `details`, only when the operation's schema validated them (e.g. a 409's current version). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** Anything thrown as an ApiError, so components handle one shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === "AbortError") return new ApiError("aborted", 0, "");
  return new ApiError("internal", 0, error instanceof Error ? error.message : String(error));
}

/** A request given up by its caller (an unmounted view, a newer request). */
export function isAbort(error: unknown): boolean {
  return (error instanceof ApiError && error.code === "aborted") || (error instanceof DOMException && error.name === "AbortError");
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Awaits a request and never throws, so callers set state in one place after the await. */
export async function settle<T>(request: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await request };
  } catch (caught) {
    return { ok: false, error: toApiError(caught) };
  }
}
