import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";

/** POST /api/auth/sign-out (better-auth): ends the session; the server gives the browser a fresh guest. */
export async function signOut(): Promise<void> {
  await apiRequest(ACCOUNT_URLS.signOut, { method: "POST", json: {} });
}
