import { route } from "@/lib/http/route-context";
import { listAccounts, requireInstanceOwner } from "@/lib/identity/owner-accounts";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/account/owner/accounts → { accounts }: the instance's accounts, for its owner only (401 a guest, 403 a member). */
export const GET = route({ label: "api/account/owner/accounts" }, async ({ db, identity }) => {
  requireInstanceOwner(identity);
  return Response.json({ accounts: await listAccounts(db) });
});
