import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import type { AccountSummaryAnswer } from "../contract";
import { accountSchemas } from "./account-requests";

/** POST /api/account/merge-guest {}: this browser's guest data becomes the signed-in account's, in one transaction. */
export async function mergeGuest(): Promise<AccountSummaryAnswer> {
  const schema = async () => (await accountSchemas()).accountSummarySchema;
  return apiRequest(ACCOUNT_URLS.mergeGuest, { method: "POST", json: {}, schema });
}
