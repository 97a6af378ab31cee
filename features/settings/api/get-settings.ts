"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import { SETTINGS_URLS } from "../lib/settings-paths";
import { settingsKeys, settingsSchemas } from "./settings-requests";

/** GET /api/settings: what the app runs on, where each value comes from, the last probe; never a key. */
export async function getSettings(signal?: AbortSignal) {
  const schema = async () => (await settingsSchemas()).settingsViewSchema;
  return apiRequest(SETTINGS_URLS.settings, { schema, signal });
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.view(), queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
