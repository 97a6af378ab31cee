import { detectLocalServers } from "@/features/settings/server/local-servers";
import { requireSettingsOwner } from "@/features/settings/server/settings-owner";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/settings/local-servers → { servers }: Ollama and LM Studio found on loopback, with their models. The instance owner only (403). */
export const GET = route({ label: "api/settings/local-servers" }, async ({ identity }) => {
  requireSettingsOwner(identity);
  return Response.json({ servers: await detectLocalServers() }, { headers: { "cache-control": "no-store" } });
});
