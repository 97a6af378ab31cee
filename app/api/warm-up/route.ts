import { warmUpInterviewTurn } from "@/app/_compose/warm-up-turn";
import { AppError } from "@/lib/errors";
import { openRoute } from "@/lib/http/route-context";
import { holdsWarmUpPass } from "@/lib/warm-up/warm-up-pass";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/warm-up → 204: the server's own start-up warm-up of the interview
 * turn (app/_compose/warm-up-turn.ts), sent by instrumentation.ts with the
 * process's one-time pass before it says it is ready. Anyone else, and the
 * server itself once ready, gets the 404 of an unknown API.
 */
export const POST = openRoute({ label: "api/warm-up" }, async ({ request }) => {
  if (!holdsWarmUpPass(request.headers))
    throw new AppError("not_found", { en: "There is no API at /api/warm-up.", zh: "/api/warm-up 没有对应的接口。" });
  await warmUpInterviewTurn(request.signal);
  return new Response(null, { status: 204 });
});
