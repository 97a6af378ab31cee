import "server-only";
import { APICallError, RetryError } from "ai";
import { isAppError, publicMessage } from "@/lib/errors";
import { WIRE_ERROR } from "@/lib/ai/model-fetch";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { streamErrorMessages } from "./stream-error-messages";

/**
 * The sentence a learner sees when a model turn fails mid-stream, in the request's UI language
 * (`locale`). It says what kind of thing went wrong and what to do, never the provider's raw text
 * (which can echo keys, URLs or prompts); the server log keeps the full error.
 */
export function describeStreamError(error: unknown, locale: Locale): string {
  if (isAppError(error)) return publicMessage(error, locale);
  const t = messagesFor(streamErrorMessages, locale);
  const root = RetryError.isInstance(error) ? error.lastError : error;
  const wireType = typeof root === "object" && root !== null ? (root as { type?: unknown }).type : undefined;
  if (wireType === WIRE_ERROR.timeout) return t.timedOut;
  if (wireType === WIRE_ERROR.cut) return t.cutOff;
  if (APICallError.isInstance(root)) {
    if (root.responseBody?.includes(WIRE_ERROR.notOpenAi)) return t.notOpenAi;
    if (root.statusCode === 401 || root.statusCode === 403) return t.rejectedKey;
    if (root.statusCode === 429) return t.rateLimited;
    if (root.statusCode && root.statusCode >= 500) return t.serverFailed({ status: String(root.statusCode) });
    return t.refused;
  }
  if (root instanceof Error && (root.name === "TimeoutError" || root.name === "AbortError")) return t.tooSlow;
  return t.unfinished;
}
