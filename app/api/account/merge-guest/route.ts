import { z } from "zod";
import { AppError } from "@/lib/errors";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";
import { accountSummary, MERGE_GUEST_BODY_LIMIT_BYTES } from "@/lib/identity/account-summary";
import { moveGuestData } from "@/lib/identity/owner-transfer";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/account/merge-guest {} → AccountSummary: everything this browser's guest owns becomes
 * the signed-in account's, in one transaction (lib/identity/owner-transfer.ts). Only when the
 * learner asks: signing in where a guest had learned never moves or drops anything on its own.
 */
export const POST = route(
  { label: "api/account/merge-guest", body: jsonBody(z.object({}).strict(), { maxBytes: MERGE_GUEST_BODY_LIMIT_BYTES, what: "merge" }) },
  async ({ db, identity }) => {
    if (!identity.account)
      throw new AppError("unauthorized", {
        en: "Sign in to your account first; then this browser's courses can join it.",
        zh: "请先登录你的账户，然后这个浏览器里的课程才能并入账户。",
      });
    if (identity.guestOwnerId) await moveGuestData(db, identity.guestOwnerId, identity.account.id);
    return Response.json(await accountSummary(db, identity));
  },
);
