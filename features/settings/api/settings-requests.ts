import { lazyModule } from "@/lib/api/api-client";

/** The feature's schemas, fetched once when the settings page first reads an answer. */
export const settingsSchemas = lazyModule(() => import("../contract"));

export const settingsKeys = {
  all: ["settings"] as const,
  view: () => ["settings", "view"] as const,
  localServers: () => ["settings", "local-servers"] as const,
};
