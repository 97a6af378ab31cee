import { accountSummary } from "@/lib/identity/account-summary";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/account → AccountSummary: signed in or a guest, and what this browser's guest owns. */
export const GET = route({ label: "api/account" }, async ({ db, identity }) => Response.json(await accountSummary(db, identity)));
