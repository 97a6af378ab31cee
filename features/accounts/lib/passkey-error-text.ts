import { ApiError } from "@/lib/api/api-error";
import { fallbackErrorText } from "./error-text-fallback";

/** The passkey sentences of features/accounts/components/passkey-messages.ts. */
export interface PasskeyErrorTexts {
  cancelled: string;
  alreadyAdded: string;
  insecure: string;
  unknownPasskey: string;
  expired: string;
  signedOut: string;
  notFresh: string;
  unsupported: string;
  network: string;
  other: (values: { message: string }) => string;
}

/**
 * A sentence a person can act on for a failed passkey sign-in or registration: the browser's
 * WebAuthn refusals (@simplewebauthn/browser keeps their `name` and gives a `code`) and
 * better-auth's passkey codes as our API carries them.
 */
export function passkeyErrorText(error: unknown, t: PasskeyErrorTexts): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case "passkey_not_found":
      case "authentication_failed":
        return t.unknownPasskey;
      case "challenge_not_found":
        return t.expired;
      case "unauthorized":
      case "session_required":
        return t.signedOut;
      case "session_not_fresh":
        return t.notFresh;
      case "previously_registered":
        return t.alreadyAdded;
      default:
        return fallbackErrorText(error, t);
    }
  }
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return t.alreadyAdded;
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") return t.insecure;
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return t.cancelled;
  if (name === "NotSupportedError" || (error instanceof Error && /does not support WebAuthn/i.test(error.message))) return t.unsupported;
  return t.network;
}
