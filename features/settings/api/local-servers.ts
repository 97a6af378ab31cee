"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { SETTINGS_URLS } from "../lib/settings-paths";
import { settingsKeys, settingsSchemas } from "./settings-requests";

/** GET /api/settings/local-servers: Ollama and LM Studio found on this machine (loopback only), with their models. */
export async function getLocalServers(signal?: AbortSignal) {
  const schema = async () => (await settingsSchemas()).localServersAnswerSchema;
  return (await apiRequest(SETTINGS_URLS.localServers, { schema, signal })).servers;
}

export const localServersQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.localServers(), queryFn: ({ signal }) => getLocalServers(signal), staleTime: 30_000 });

/** Only the owner asks (anyone else would get 403). */
export const useLocalServers = (enabled: boolean) => useQuery({ ...localServersQueryOptions(), enabled });
