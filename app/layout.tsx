import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headerAccount } from "@/app/_compose/account-header";
import { AccountMenu } from "@/features/accounts/components/account-menu";
import { AppHeader } from "@/components/app-header";
import { ModelStatusProvider } from "@/components/model-status";
import { shellMessages } from "@/components/shell-messages";
import { modelRegistry, refreshModelSettings } from "@/lib/ai/model-settings";
import { I18nProvider } from "@/lib/i18n/i18n-provider";
import { LOCALE_TAGS } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { requestLocale } from "@/lib/i18n/server-locale";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  return {
    title: { default: "NexusNote", template: "%s · NexusNote" },
    description: messagesFor(shellMessages, locale).description,
    applicationName: "NexusNote",
    manifest: "/manifest.webmanifest",
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f8f8fa" },
    { media: "(prefers-color-scheme: dark)", color: "#0e0e11" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, account] = await Promise.all([requestLocale(), headerAccount(), refreshModelSettings()]);
  // Plain data only: the registry itself reads server env and must stay on the server.
  const { label, offline } = modelRegistry().info("chat");

  return (
    <html lang={LOCALE_TAGS[locale].htmlLang}>
      <body className="flex min-h-dvh flex-col bg-canvas font-sans text-fg antialiased">
        <I18nProvider initialLocale={locale}>
          <a
            href="#main"
            className="sr-only rounded-md border border-line bg-surface text-sm font-medium text-fg shadow-soft focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-3 focus:py-2"
          >
            {messagesFor(shellMessages, locale).skipToContent}
          </a>
          <AppHeader model={{ label, offline }} account={account ? <AccountMenu account={account} /> : null} />
          {/* flex-1 + flex-col lets a page fill the height under the header (e.g. a chat view). */}
          <main id="main" className="flex flex-1 flex-col">
            <ModelStatusProvider offline={offline}>{children}</ModelStatusProvider>
          </main>
        </I18nProvider>
      </body>
    </html>
  );
}
