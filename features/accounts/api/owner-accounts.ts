import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import { accountSchemas } from "./account-requests";

export const ownerAccountsKey = ["account", "owner", "accounts"] as const;

/** GET /api/account/owner/accounts: the instance's accounts, newest first (the instance owner only). */
export async function getOwnerAccounts(signal?: AbortSignal) {
  const schema = async () => (await accountSchemas()).ownerAccountsSchema;
  return (await apiRequest(ACCOUNT_URLS.ownerAccounts, { schema, signal })).accounts;
}

export const ownerAccountsQueryOptions = () =>
  queryOptions({ queryKey: ownerAccountsKey, queryFn: ({ signal }) => getOwnerAccounts(signal) });

export const useOwnerAccounts = () => useQuery(ownerAccountsQueryOptions());
