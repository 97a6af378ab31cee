import { z } from "zod";

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * useChat reports a failed request as an Error whose message is the response
 * body (`{ error: { code, message } }`, e.g. 429 rate_limited) and a failed
 * stream as the server's safe sentence. Either way: one readable sentence.
 */
export function chatErrorMessage(error: Error | undefined): { code: string; message: string } | null {
  if (!error) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(error.message));
    if (parsed.success) return parsed.data.error;
  } catch {
    // not JSON: a stream error message, already written for people
  }
  if (/failed to fetch|networkerror|load failed/i.test(error.message)) return { code: "network", message: "" };
  return { code: "stream", message: error.message };
}
