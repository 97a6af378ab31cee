import { LOCALE_COOKIE, resolveLocale } from "./locale";
import type { Locale } from "./locales";

/** The UI language of a request: the language switch's cookie, else Accept-Language. */
export function uiLocaleOfRequest(request: Request): Locale {
  const cookieHeader = request.headers.get("cookie") ?? "";
  const cookie = cookieHeader
    .split(";")
    .map((entry) => entry.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return resolveLocale(cookie, request.headers.get("accept-language"));
}
