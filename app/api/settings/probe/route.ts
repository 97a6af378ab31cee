import { probeRequestSchema, SETTINGS_BODY_LIMIT_BYTES } from "@/features/settings/contract";
import { requireSettingsOwner } from "@/features/settings/server/settings-owner";
import { probeModel } from "@/features/settings/server/settings-service";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/settings/probe { baseUrl?, apiKey?, model? } → { probe }: short checks of a model and
 * what they mean for each feature, kept beside the settings. The instance owner only (403): it
 * contacts the address given, which is how a non-loopback URL is ever reached.
 */
export const POST = route(
  { label: "api/settings/probe", body: jsonBody(probeRequestSchema, { maxBytes: SETTINGS_BODY_LIMIT_BYTES, what: "probe request" }) },
  async ({ db, identity, body }) => {
    requireSettingsOwner(identity);
    return Response.json({ probe: await probeModel(db, body) });
  },
);
