import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import type { AccountSummaryAnswer } from "../contract";
import { accountSchemas } from "./account-requests";

/** GET /api/account: signed in or a guest, and what this browser's guest owns (read right after signing in). */
export async function getAccount(signal?: AbortSignal): Promise<AccountSummaryAnswer> {
  const schema = async () => (await accountSchemas()).accountSummarySchema;
  return apiRequest(ACCOUNT_URLS.account, { schema, signal });
}
