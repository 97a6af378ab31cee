import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { ACCOUNT_URLS } from "../lib/account-paths";
import type { PasskeyAnswer } from "../contract";
import { accountSchemas } from "./account-requests";

export const passkeysKey = ["account", "passkeys"] as const;

/** GET /api/auth/passkey/list-user-passkeys: the signed-in account's passkeys. */
export async function listPasskeys(signal?: AbortSignal): Promise<PasskeyAnswer[]> {
  const schema = async () => (await accountSchemas()).passkeyListSchema;
  return apiRequest(ACCOUNT_URLS.passkeys, { schema, signal });
}

export const listPasskeysQueryOptions = () => queryOptions({ queryKey: passkeysKey, queryFn: ({ signal }) => listPasskeys(signal) });

export const usePasskeys = () => useQuery(listPasskeysQueryOptions());
