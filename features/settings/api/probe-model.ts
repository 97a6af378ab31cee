"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/api-client";
import type { ProbeRequest } from "../contract";
import { SETTINGS_URLS } from "../lib/settings-paths";
import { settingsKeys, settingsSchemas } from "./settings-requests";

/** POST /api/settings/probe: short checks of a model (up to a minute); the result is kept beside the settings. */
export async function probeModel(request: ProbeRequest) {
  const schema = async () => (await settingsSchemas()).probeAnswerSchema;
  return (await apiRequest(SETTINGS_URLS.probe, { method: "POST", json: request, schema })).probe;
}

export function useProbeModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: probeModel,
    // The view carries the probe and whether agents use the text protocol: read it again.
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.view() }),
  });
}
