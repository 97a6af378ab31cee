import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";

/** POST /api/auth/passkey/delete-passkey { id }: one of the signed-in account's own passkeys (another's is refused). */
export async function deletePasskey(id: string): Promise<void> {
  await apiRequest(ACCOUNT_URLS.deletePasskey, { method: "POST", json: { id } });
}
