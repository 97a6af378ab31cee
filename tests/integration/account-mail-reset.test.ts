/**
 * With SMTP configured (SMTP_URL, SMTP_FROM, nodemailer installed: here a stand-in transport that
 * keeps what it is given), password reset and address confirmation go by mail through better-auth's
 * own endpoints: the link resets the password once, every old session ends, and an address with no
 * account gets the same answer and no mail.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { guestBrowser, newBrowser, PASSWORD, signUp, uniqueEmail } from "@/tests/support/identity/auth-kit";

const outbox = vi.hoisted(() => ({ sent: [] as Array<{ to: string; subject: string; text: string }>, transports: [] as unknown[][] }));
vi.mock("@/lib/identity/nodemailer-loader", () => ({
  loadNodemailer: () => ({
    createTransport: (...args: unknown[]) => {
      outbox.transports.push(args);
      return { sendMail: async (message: { to: string; subject: string; text: string }) => void outbox.sent.push(message) };
    },
  }),
}));

const SMTP = { SMTP_URL: "smtps://notes:secret@mail.example.org:465", SMTP_FROM: "NexusNote <notes@example.org>" };
const NEW_PASSWORD = "a brand new passphrase";
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";
/** Mail is sent after the answer (so the answer takes as long for an unknown address): wait for it. */
const mailTo = (to: string) =>
  vi.waitFor(() => outbox.sent.find((message) => message.to === to) ?? Promise.reject(new Error("no mail yet")));

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("account mail (%s)", (_name, target) => {
  setUpCourseRouteEnvironment({ open: target.open, env: SMTP });
  beforeEach(() => void (outbox.sent.length = 0));

  it("a reset link sets a new password once, and every session of the account ends", async () => {
    const laptop = await guestBrowser();
    const { email } = await signUp(laptop);
    expect(outbox.transports[0]).toEqual([SMTP.SMTP_URL, { from: SMTP.SMTP_FROM }]);
    expect((await mailTo(email)).subject).toBe("Confirm your email for NexusNote");

    const phone = newBrowser();
    const asked = await phone.auth("request-password-reset", { email, redirectTo: "/reset-password" }, { "accept-language": "zh-CN" });
    expect(asked.status).toBe(200);
    const mail = await vi.waitFor(
      () => outbox.sent.find((message) => message.subject.includes("重置")) ?? Promise.reject(new Error("none")),
    );
    expect(mail.text).toMatch(/一小时内/);
    const token = /\/reset-password\/([^?/\s]+)/.exec(linkIn(mail.text))?.[1];
    expect(token).toBeTruthy();

    expect((await phone.auth("reset-password", { newPassword: NEW_PASSWORD, token })).status).toBe(200);
    expect(await (await laptop.authGet("get-session")).json()).toBeNull();
    expect((await newBrowser().auth("sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    expect((await newBrowser().auth("sign-in/email", { email, password: NEW_PASSWORD })).status).toBe(200);
    const again = await phone.auth("reset-password", { newPassword: "yet another passphrase", token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invalid_token");
  });

  it("an address with no account gets the same answer and no mail", async () => {
    const stranger = newBrowser();
    const response = await stranger.auth("request-password-reset", { email: uniqueEmail("nobody"), redirectTo: "/reset-password" });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outbox.sent).toEqual([]);
  });
});
