import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";

/** POST /api/auth/revoke-session { token } (better-auth): signs that browser out; only the account's own sessions. */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest(ACCOUNT_URLS.revokeSession, { method: "POST", json: { token } });
}

/** POST /api/auth/revoke-other-sessions (better-auth): every session but this browser's. */
export async function revokeOtherSessions(): Promise<void> {
  await apiRequest(ACCOUNT_URLS.revokeOtherSessions, { method: "POST", json: {} });
}
