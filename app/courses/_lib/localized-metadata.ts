import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, resolveLocale, type UiLocale } from "@/lib/i18n/locale";

/** A page title in the request's UI language (same rule as the layout: cookie, else Accept-Language). */
export async function localizedTitle(titles: Record<UiLocale, string>): Promise<Metadata> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerList.get("accept-language"));
  return { title: titles[locale] };
}
