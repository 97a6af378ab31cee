// zod/mini: chat pages load this first (full zod adds ~32 KB gzip to them).
import * as z from "zod/mini";
import { safeJsonParse } from "@/lib/safe-json";

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export interface ClientErrorMessage {
  /** The server's error code, "network" when the request never got an answer, "stream" for a failed stream. */
  code: string;
  /** A sentence for people; empty for "network" (the UI has its own sentence). */
  message: string;
}

/**
 * useChat reports a failed request as an Error whose message is the response
 * body (the app's `{ error: { code, message } }`, e.g. 429 rate_limited) and a
 * failed stream as the server's safe sentence. Either way: one readable sentence.
 */
export function clientErrorMessage(error: Error | undefined): ClientErrorMessage | null {
  if (!error) return null;
  const parsed = errorBodySchema.safeParse(safeJsonParse(error.message));
  if (parsed.success) return parsed.data.error;
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) return { code: "network", message: "" };
  return { code: "stream", message: error.message };
}
