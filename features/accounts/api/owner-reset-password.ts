import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import { accountSchemas } from "./account-requests";

/** POST /api/account/owner/reset-password { email, newPassword }: the owner sets an account's password; its sessions end. */
export async function ownerResetPassword(input: { email: string; newPassword: string }) {
  const schema = async () => (await accountSchemas()).ownerResetAnswerSchema;
  return apiRequest(ACCOUNT_URLS.ownerResetPassword, { method: "POST", json: input, schema });
}
