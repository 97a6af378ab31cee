import type { Metadata } from "next";
import { shellMessages } from "@/components/shell-messages";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server-locale";

export type PageTitle = keyof typeof shellMessages.en.titles;

/** A page title in the request's UI language (same rule as the layout: cookie, else Accept-Language). */
export async function localizedTitle(page: PageTitle): Promise<Metadata> {
  return { title: messagesFor(shellMessages, await requestLocale()).titles[page] };
}
