import { AppError, errorResponse } from "@/lib/errors";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Any /api path no route serves: the app's JSON 404, never the HTML page. The
 * proxy answers these already (lib/http/request-guard.ts); this catches what its
 * matcher skips (e.g. /api/x.png).
 */
function notFound(request: Request): Response {
  return errorResponse(
    new AppError("not_found", { en: "There is no API at this address.", zh: "这个地址没有对应的接口。" }),
    "api",
    uiLocaleOfRequest(request),
  );
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
