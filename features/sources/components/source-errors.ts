import { SOURCE_LIMITS } from "../contract";
import type { SourcesStrings } from "./sources-messages";

/**
 * A reason a person can act on, for a failed request or a refused file: the
 * server's own sentence when it sent one, else ours by status (413 too large,
 * 415 unsupported type, no answer at all).
 */
export function describeError(error: { status: number; code: string; message: string } | null | undefined, t: SourcesStrings): string {
  if (!error) return t.networkError;
  if (error.message.trim()) return error.message;
  if (error.status === 413 || error.code === "payload_too_large") return t.tooLarge({ max: SOURCE_LIMITS.fileBytes / (1024 * 1024) });
  if (error.status === 415 || error.code === "unsupported_media_type") return t.unsupported;
  if (error.status === 0 || error.code === "network") return t.networkError;
  return t.serverError({ status: error.status });
}
