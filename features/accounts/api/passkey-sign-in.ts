import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import { accountSchemas } from "./account-requests";
import { getCredential } from "./passkey-ceremony";

/**
 * Signing in with a passkey (better-auth's passkey plugin): options from GET
 * /api/auth/passkey/generate-authenticate-options (its challenge kept in a signed cookie), the
 * authenticator's answer to POST /api/auth/passkey/verify-authentication, which sets the session.
 * A cancelled prompt rejects with the browser's NotAllowedError (features/accounts/lib/passkey-error-text.ts).
 */
export async function passkeySignIn(): Promise<void> {
  const schemas = await accountSchemas();
  const options = await apiRequest(ACCOUNT_URLS.passkeySignInOptions, { schema: schemas.webAuthnOptionsSchema });
  const response = await getCredential(options);
  await apiRequest(ACCOUNT_URLS.passkeySignIn, { method: "POST", json: { response }, schema: schemas.passkeySignInAnswerSchema });
}
