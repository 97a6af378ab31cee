import "server-only";
import { APICallError, RetryError } from "ai";
import { isAppError } from "@/lib/errors";
import { WIRE_ERROR } from "@/lib/ai/model-fetch";

/**
 * The sentence a learner sees when a model turn fails mid-stream. It says what
 * kind of thing went wrong and what to do, never the provider's raw text (which
 * can echo keys, URLs or prompts); the server log keeps the full error.
 */
export function describeStreamError(error: unknown): string {
  if (isAppError(error)) return error.message;
  const root = RetryError.isInstance(error) ? error.lastError : error;
  const wireType = typeof root === "object" && root !== null ? (root as { type?: unknown }).type : undefined;
  if (wireType === WIRE_ERROR.timeout) {
    return "The model stopped sending its answer and timed out. Your conversation is kept: retry.";
  }
  if (wireType === WIRE_ERROR.cut) {
    return "The connection to the model server broke off mid-answer. Your conversation is kept: retry.";
  }
  if (APICallError.isInstance(root)) {
    if (root.responseBody?.includes(WIRE_ERROR.notOpenAi)) {
      return "The model server answered with a web page instead of a model response — check LLM_BASE_URL (it usually ends in /v1), then retry.";
    }
    if (root.statusCode === 401 || root.statusCode === 403) {
      return "The model service rejected our credentials. Check LLM_API_KEY, then retry.";
    }
    if (root.statusCode === 429) return "The model service is rate-limiting us. Wait a moment, then retry.";
    if (root.statusCode && root.statusCode >= 500) {
      return `The model service failed (HTTP ${root.statusCode}). Your conversation is kept: retry.`;
    }
    return "The model service refused the request. Your conversation is kept: retry.";
  }
  if (root instanceof Error && (root.name === "TimeoutError" || root.name === "AbortError")) {
    return "The model took too long to answer. Your conversation is kept: retry.";
  }
  return "The tutor could not finish this answer. Your conversation is kept: retry.";
}
