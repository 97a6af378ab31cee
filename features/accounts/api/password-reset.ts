import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_PAGES, ACCOUNT_URLS } from "../lib/account-paths";

/**
 * POST /api/auth/request-password-reset (better-auth; only when the instance sends mail): a link to
 * /reset-password goes to the address if an account has it. The answer is the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest(ACCOUNT_URLS.requestPasswordReset, { method: "POST", json: { email, redirectTo: ACCOUNT_PAGES.resetPassword } });
}

/** POST /api/auth/reset-password { newPassword, token } (better-auth): the link's token, once; every session ends. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiRequest(ACCOUNT_URLS.resetPassword, { method: "POST", json: input });
}
