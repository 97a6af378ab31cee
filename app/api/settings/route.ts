import { SETTINGS_BODY_LIMIT_BYTES, settingsPatchSchema } from "@/features/settings/contract";
import { isSettingsOwner, requireSettingsOwner } from "@/features/settings/server/settings-owner";
import { readSettingsView, updateSettings } from "@/features/settings/server/settings-service";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/settings → the model settings in use, where each comes from, and the last probe; anyone may read them, never a key. */
export const GET = route({ label: "api/settings" }, async ({ db, identity }) =>
  Response.json(await readSettingsView(db, isSettingsOwner(identity)), { headers: { "cache-control": "no-store" } }),
);

/** PUT /api/settings { baseUrl, apiKey, model, … } → the same view, applied without a restart. The instance owner only (403). */
export const PUT = route(
  { label: "api/settings", body: jsonBody(settingsPatchSchema, { maxBytes: SETTINGS_BODY_LIMIT_BYTES, what: "settings change" }) },
  async ({ db, identity, body }) => {
    requireSettingsOwner(identity);
    await updateSettings(db, body);
    return Response.json(await readSettingsView(db, true), { headers: { "cache-control": "no-store" } });
  },
);
