import "server-only";
import { createRequire } from "node:module";

/** The part of nodemailer (https://nodemailer.com) the account mail uses. */
export interface Nodemailer {
  createTransport(
    url: string,
    defaults: { from: string },
  ): { sendMail(message: { to: string; subject: string; text: string }): Promise<unknown> };
}

/**
 * nodemailer, when the operator installed it (`npm install nodemailer`): it is not one of the app's
 * dependencies, since most instances send no mail. Resolved at run time by name so that the bundle
 * neither needs nor contains it; null when it is not there.
 */
export function loadNodemailer(): Nodemailer | null {
  const name = ["node", "mailer"].join("");
  try {
    return createRequire(`${process.cwd()}/package.json`)(name) as Nodemailer;
  } catch {
    return null;
  }
}
