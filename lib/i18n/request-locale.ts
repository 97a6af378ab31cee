import { LOCALE_COOKIE, resolveLocale, type UiLocale } from "./locale";

/** The UI language of a request: the language switch's cookie, else Accept-Language. */
export function uiLocaleOfRequest(request: Request): UiLocale {
  const cookieHeader = request.headers.get("cookie") ?? "";
  const cookie = cookieHeader
    .split(";")
    .map((entry) => entry.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return resolveLocale(cookie, request.headers.get("accept-language"));
}
