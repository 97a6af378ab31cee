import "server-only";
import type { ServerEnv } from "@/lib/env";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { messagesFor, SOURCE_LOCALE } from "@/lib/i18n/messages";
import { accountMailMessages } from "./account-mail-messages";
import { loadNodemailer } from "./nodemailer-loader";

/**
 * The seam through which accounts send mail (password reset links, address confirmations). An
 * instance sends none unless SMTP_URL and SMTP_FROM are set (lib/env.ts checks them together) and
 * nodemailer is installed; without mail, a forgotten password is reset by the instance owner
 * (lib/identity/owner-accounts.ts) and the sign-in page says so.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

let warned = false;

/** The transport, or null when this instance sends no mail (logged once when SMTP is set but nodemailer is missing). */
export function accountMailTransport(env: Pick<ServerEnv, "SMTP_URL" | "SMTP_FROM">): MailTransport | null {
  if (!env.SMTP_URL || !env.SMTP_FROM) return null;
  const nodemailer = loadNodemailer();
  if (!nodemailer) {
    if (!warned) console.error("[accounts] SMTP_URL is set but nodemailer is not installed (npm install nodemailer): no mail is sent.");
    warned = true;
    return null;
  }
  const transport = nodemailer.createTransport(env.SMTP_URL, { from: env.SMTP_FROM });
  return { send: async (message) => void (await transport.sendMail(message)) };
}

/** A password reset link or an address confirmation, in the UI language of the request that asked for it. */
export function accountMail(kind: "reset" | "verify", to: string, url: string, request?: Request): MailMessage {
  const t = messagesFor(accountMailMessages, request ? uiLocaleOfRequest(request) : SOURCE_LOCALE)[kind];
  return { to, subject: t.subject, text: t.body({ url }) };
}
