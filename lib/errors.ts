import { errorMessages, type ErrorMessageKey } from "@/lib/error-messages";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

/**
 * The one application error. `code` is stable (the UI and tests key on it),
 * `status` is the HTTP status, `message` is safe to show a person (in English; an error made with
 * an `ErrorText` carries its sentence in every UI language, and `said` names a shared sentence in
 * lib/error-messages.ts, so a learner reading Chinese gets it in Chinese). Anything internal goes in
 * `cause` and is only ever logged on the server.
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

/**
 * An error's own sentence in every UI language. A message written only in English reaches a reader of
 * another language as its code's general sentence ("this request is not valid"), losing what it said;
 * errors made in the app say theirs in each language (lib/error-texts.test.ts checks it).
 */
export type ErrorText = { readonly [L in Locale]: string };

/** Which sentence of lib/error-messages.ts an error says, and its values in a given language. */
export interface ErrorSaying {
  key: ErrorMessageKey;
  values?: (locale: Locale) => Record<string, string | number>;
}

interface AppErrorOptions {
  status?: number;
  cause?: unknown;
  details?: unknown;
  said?: ErrorSaying;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly said?: ErrorSaying;
  /** The sentence in each language, when the error was made with one. */
  readonly text?: ErrorText;

  constructor(code: AppErrorCode, message: string | ErrorText, options: AppErrorOptions = {}) {
    super(typeof message === "string" ? message : message[DEFAULT_LOCALE], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = options.status ?? defaultStatus[code];
    this.details = options.details;
    this.said = options.said;
    if (typeof message !== "string") this.text = message;
  }
}

/** The sentence `said` names, in `locale`. */
function sayIn(said: ErrorSaying, locale: Locale): string {
  const entry: unknown = messagesFor(errorMessages, locale).said[said.key];
  return typeof entry === "function"
    ? (entry as (values: Record<string, string | number>) => string)(said.values?.(locale) ?? {})
    : String(entry);
}

/** An error whose message is one of lib/error-messages.ts's sentences, said in each language. */
export function sayError(code: AppErrorCode, said: ErrorSaying, options: Omit<AppErrorOptions, "said"> = {}): AppError {
  return new AppError(code, sayIn(said, DEFAULT_LOCALE), { ...options, said });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * An error's sentence in `locale`: its own message in English, its own sentence (`text`) or the one it
 * names (`said`) in another language, else what its code says there (the English message, with whatever
 * it names, goes to the log).
 */
export function publicMessage(error: AppError, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return error.message;
  if (error.text) return error.text[locale];
  if (error.said) return sayIn(error.said, locale);
  return messagesFor(errorMessages, locale).code[error.code];
}

/** What the browser may see of any error, in the asker's language: never a stack, never a provider's raw message. */
export function toPublicError(error: unknown, locale: Locale = DEFAULT_LOCALE): { code: AppErrorCode; message: string; details?: unknown } {
  if (isAppError(error)) {
    const message = publicMessage(error, locale);
    return error.details === undefined ? { code: error.code, message } : { code: error.code, message, details: error.details };
  }
  return { code: "internal", message: messagesFor(errorMessages, locale).code.internal };
}

/** JSON error response for route handlers, in the asker's language (`locale`); logs the cause of anything unexpected. */
export function errorResponse(error: unknown, context: string, locale: Locale = DEFAULT_LOCALE): Response {
  const publicError = toPublicError(error, locale);
  const status = isAppError(error) ? error.status : 500;
  if (status >= 500) console.error(`[${context}]`, error);
  // A sentence said in a language it was not written in: the English one, with what it names, stays in the log.
  else if (isAppError(error) && !error.said && !error.text && publicError.message !== error.message)
    console.info(`[${context}] ${error.code}: ${error.message}`);
  const headers: Record<string, string> = {};
  if (isAppError(error) && error.code === "rate_limited" && typeof error.details === "object" && error.details) {
    const retryAfter = (error.details as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) headers["Retry-After"] = String(retryAfter);
  }
  return Response.json({ error: publicError }, { status, headers });
}
