import { isAppError } from "@/lib/errors";

/**
 * A failed search or read becomes a result the model can act on, never a
 * failed turn: a refusal (not found, bad range) keeps its own sentence; an
 * internal failure is logged and said in plain words.
 */
export function toolFailure(error: unknown, what: "search" | "read"): { ok: false; error: string } {
  if (isAppError(error) && error.status < 500) return { ok: false, error: error.message };
  console.error(`[sources] ${what} failed:`, error);
  return {
    ok: false,
    error:
      what === "search"
        ? "The material search is unavailable right now. Tell the learner, and answer from general knowledge only if you label it."
        : "That source could not be read right now.",
  };
}
