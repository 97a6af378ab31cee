/**
 * The one application error. `code` is stable (the UI and tests key on it),
 * `status` is the HTTP status, `message` is safe to show a person. Anything
 * internal goes in `cause` and is only ever logged on the server.
 */
export type AppErrorCode =
  | "bad_request"
  | "invalid_json"
  | "payload_too_large"
  | "uri_too_long"
  | "unsupported_media_type"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  /** A milestone ticked without the practice evidence its rule asks for. */
  | "evidence_required"
  | "rate_limited"
  | "model_failed"
  | "search_failed"
  | "outline_invalid"
  | "internal";

const defaultStatus: Record<AppErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  evidence_required: 422,
  rate_limited: 429,
  model_failed: 502,
  search_failed: 502,
  outline_invalid: 502,
  internal: 500,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: AppErrorCode, message: string, options: { status?: number; cause?: unknown; details?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? defaultStatus[code];
    this.details = options.details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** What the browser may see of any error: never a stack, never a provider's raw message. */
export function toPublicError(error: unknown): { code: AppErrorCode; message: string; details?: unknown } {
  if (isAppError(error)) {
    return error.details === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, details: error.details };
  }
  return { code: "internal", message: "Something went wrong on our side. Please try again." };
}

/** JSON error response for route handlers; logs the cause of anything unexpected. */
export function errorResponse(error: unknown, context: string): Response {
  const publicError = toPublicError(error);
  const status = isAppError(error) ? error.status : 500;
  if (status >= 500) console.error(`[${context}]`, error);
  const headers: Record<string, string> = {};
  if (isAppError(error) && error.code === "rate_limited" && typeof error.details === "object" && error.details) {
    const retryAfter = (error.details as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) headers["Retry-After"] = String(retryAfter);
  }
  return Response.json({ error: publicError }, { status, headers });
}
