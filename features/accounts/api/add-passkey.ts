import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import type { PasskeyAnswer } from "../contract";
import { accountSchemas } from "./account-requests";
import { createCredential } from "./passkey-ceremony";

/**
 * Adding a passkey to the signed-in account: registration options (GET
 * /api/auth/passkey/generate-register-options, a session required), the authenticator makes the
 * credential, and POST /api/auth/passkey/verify-registration stores its public key under `name`.
 */
export async function addPasskey(name: string): Promise<PasskeyAnswer> {
  const schemas = await accountSchemas();
  const options = await apiRequest(ACCOUNT_URLS.passkeyRegisterOptions, { schema: schemas.webAuthnOptionsSchema });
  const response = await createCredential(options);
  const label = name.trim().slice(0, 64);
  return apiRequest(ACCOUNT_URLS.passkeyRegister, {
    method: "POST",
    json: label ? { response, name: label } : { response },
    schema: schemas.passkeySchema,
  });
}
