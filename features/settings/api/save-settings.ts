"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import type { SettingsPatchBody } from "../contract";
import { SETTINGS_URLS } from "../lib/settings-paths";
import { settingsKeys, settingsSchemas } from "./settings-requests";

/** PUT /api/settings: the owner's change, applied on the server at once; answers the new view. */
export async function saveSettings(patch: SettingsPatchBody) {
  const schema = async () => (await settingsSchemas()).settingsViewSchema;
  return apiRequest(SETTINGS_URLS.settings, { method: "PUT", json: patch, schema });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (view) => client.setQueryData(settingsKeys.view(), view),
  });
}
