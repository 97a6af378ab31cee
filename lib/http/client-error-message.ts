// No zod here: chat pages and /create load this first, and the shape is our own one error shape.
import { safeJsonParse } from "@/lib/safe-json";

export interface ClientErrorMessage {
  /** The server's error code, "network" when the request never got an answer, "stream" for a failed stream. */
  code: string;
  /** A sentence for people; empty for "network" (the UI has its own sentence). */
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Our API's one JSON error shape, `{ error: { code, message, details? } }`
 * (lib/errors.ts errorResponse), read from a parsed body: the code and the
 * sentence, or null for anything else (a proxy's HTML, another API's JSON).
 */
export function readApiError(body: unknown): ClientErrorMessage | null {
  const error = isRecord(body) && Object.hasOwn(body, "error") ? body.error : null;
  if (!isRecord(error)) return null;
  const { code, message } = error;
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

/**
 * useChat reports a failed request as an Error whose message is the response
 * body (the app's `{ error: { code, message } }`, e.g. 429 rate_limited) and a
 * failed stream as the server's safe sentence. Either way: one readable sentence.
 */
export function clientErrorMessage(error: Error | undefined): ClientErrorMessage | null {
  if (!error) return null;
  const body = readApiError(safeJsonParse(error.message));
  if (body) return body;
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) return { code: "network", message: "" };
  // A part of the page's code that could not be downloaded (offline, or a new deploy): the network too, never the
  // bundler's "Failed to load chunk /_next/static/…" shown to a learner.
  if (
    error.name === "ChunkLoadError" ||
    /loading (?:css )?chunk|failed to load chunk|dynamically imported module|importing a module script failed/i.test(error.message)
  )
    return { code: "network", message: "" };
  return { code: "stream", message: error.message };
}
