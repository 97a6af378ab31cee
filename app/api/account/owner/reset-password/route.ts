import { AppError } from "@/lib/errors";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";
import { appAuth } from "@/lib/identity/auth-server";
import { isHttpsRequest } from "@/lib/identity/guest-cookie";
import {
  OWNER_RESET_BODY_LIMIT_BYTES,
  ownerResetBodySchema,
  requireInstanceOwner,
  resetAccountPassword,
} from "@/lib/identity/owner-accounts";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/account/owner/reset-password { email, newPassword } → { email, signedOut }: the instance
 * owner sets another account's password (the way back in without a mail server); every session of
 * that account ends. 401 a guest, 403 a member, 404 an email no account has.
 */
export const POST = route(
  {
    label: "api/account/owner/reset-password",
    body: jsonBody(ownerResetBodySchema, { maxBytes: OWNER_RESET_BODY_LIMIT_BYTES, what: "password reset" }),
  },
  async ({ request, identity, body }) => {
    const owner = requireInstanceOwner(identity);
    const reset = await resetAccountPassword(await appAuth(isHttpsRequest(request)), body);
    if (!reset)
      throw new AppError("not_found", {
        en: `No account on this instance has the email ${body.email}. Check it against the list.`,
        zh: `这个实例上没有邮箱为 ${body.email} 的账户。请对照列表检查。`,
      });
    return Response.json({ email: body.email, signedOut: body.email === owner.email.toLowerCase() });
  },
);
