import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { lazyModule } from "@/lib/api/api-client";

/**
 * The browser's side of a passkey: @simplewebauthn/browser turns better-auth's JSON options into a
 * navigator.credentials call and the credential back into JSON. Loaded when the learner asks for a
 * passkey, never with a page.
 */
const webAuthn = lazyModule(() => import("@simplewebauthn/browser"));

/** Whether this browser can use passkeys at all (a secure origin with WebAuthn). */
export function passkeysAvailable(): boolean {
  return typeof window !== "undefined" && window.isSecureContext && typeof window.PublicKeyCredential === "function";
}

export async function createCredential(options: unknown) {
  return (await webAuthn()).startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

export async function getCredential(options: unknown) {
  return (await webAuthn()).startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}
