import type { ApiError } from "@/lib/api/api-error";

/** lib/api's codes for a request that never got a usable answer: the connection's fault, not the person's. */
const TRANSPORT_CODES: ReadonlySet<string> = new Set(["network", "aborted", "invalid_response"]);

/**
 * The end of every accounts error sentence (sign-in, sign-up, passkeys): a request that never got
 * a usable answer says so; any other code the server sent is shown with its own message.
 */
export function fallbackErrorText(error: ApiError, t: { network: string; other: (values: { message: string }) => string }): string {
  if (TRANSPORT_CODES.has(error.code)) return t.network;
  return error.message ? t.other({ message: error.message }) : t.network;
}
