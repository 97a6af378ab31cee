/**
 * The instance owner resets another account's password (the way back in without a mail server),
 * through the real routes: the member signs in with the new password only, every session it had
 * ends; members and guests are refused; and a signed-in learner lists and revokes its own sessions
 * with better-auth's endpoints.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as listAccounts } from "@/app/api/account/owner/accounts/route";
import { POST as resetPassword } from "@/app/api/account/owner/reset-password/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { guestBrowser, newBrowser, PASSWORD, signUp, type Browser } from "@/tests/support/identity/auth-kit";

const NEW_PASSWORD = "a brand new passphrase";
const reset = (browser: Browser, body: unknown) => resetPassword(browser.request("/api/account/owner/reset-password", { json: body }));
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
const signIn = (browser: Browser, email: string, password: string) => browser.auth("sign-in/email", { email, password });
const sessionOf = async (browser: Browser) => (await browser.authGet("get-session")).json() as Promise<{ session: { id: string } } | null>;

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))(
  "accounts, owner and sessions (%s)",
  (_name, target) => {
    const db = setUpCourseRouteEnvironment({ open: target.open });
    let owner: Browser;
    let member: Browser;
    let memberEmail: string;
    beforeEach(async () => {
      await db().db.execute(sql`TRUNCATE "user" CASCADE`);
      owner = await guestBrowser();
      await signUp(owner);
      member = await guestBrowser();
      memberEmail = (await signUp(member)).email;
    });

    it("the owner sets a member's password: the old one stops working, the new one works, the member's sessions end", async () => {
      const phone = newBrowser();
      expect((await signIn(phone, memberEmail, PASSWORD)).status).toBe(200);

      const response = await reset(owner, { email: memberEmail.toUpperCase(), newPassword: NEW_PASSWORD });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ email: memberEmail, signedOut: false });

      expect(await sessionOf(member)).toBeNull();
      expect(await sessionOf(phone)).toBeNull();
      expect((await signIn(newBrowser(), memberEmail, PASSWORD)).status).toBe(401);
      const back = newBrowser();
      expect((await signIn(back, memberEmail, NEW_PASSWORD)).status).toBe(200);
      expect((await listCourses(back.request("/api/courses"))).status).toBe(200);
      expect((await sessionOf(owner))?.session.id).toBeTruthy();
    });

    it("lists the instance's accounts to the owner only: a member is 403 and a guest 401, each with a sentence", async () => {
      const listed = await listAccounts(owner.request("/api/account/owner/accounts"));
      expect(listed.status).toBe(200);
      const { accounts } = (await listed.json()) as { accounts: { email: string; isOwner: boolean }[] };
      expect(accounts.map((account) => account.isOwner).sort()).toEqual([false, true]);
      expect(accounts.some((account) => account.email === memberEmail)).toBe(true);

      const forbidden = await listAccounts(member.request("/api/account/owner/accounts"));
      expect(forbidden.status).toBe(403);
      expect((await errorOf(forbidden)).message).toMatch(/Only the instance owner/);
      expect((await listAccounts((await guestBrowser()).request("/api/account/owner/accounts"))).status).toBe(401);
    });

    it("refuses a member's or a guest's reset and changes nothing; an unknown email is 404; a short password 400", async () => {
      const ownerEmail = ((await (await owner.authGet("get-session")).json()) as { user: { email: string } }).user.email;
      expect((await reset(member, { email: ownerEmail, newPassword: NEW_PASSWORD })).status).toBe(403);
      expect((await reset(await guestBrowser(), { email: ownerEmail, newPassword: NEW_PASSWORD })).status).toBe(401);
      expect((await signIn(newBrowser(), ownerEmail, PASSWORD)).status).toBe(200);

      const unknown = await reset(owner, { email: "nobody@example.org", newPassword: NEW_PASSWORD });
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).message).toMatch(/No account on this instance has the email nobody@example.org/);
      const short = await reset(owner, { email: memberEmail, newPassword: "short" });
      expect(short.status).toBe(400);
      expect((await errorOf(short)).message).toMatch(/at least 8 characters/);
      expect((await signIn(newBrowser(), memberEmail, PASSWORD)).status).toBe(200);
    });

    it("a learner lists its own sessions and signs another browser out; nobody else's are listed", async () => {
      const laptop = newBrowser();
      await signIn(laptop, memberEmail, PASSWORD);
      const listed = await member.authGet("list-sessions");
      expect(listed.status).toBe(200);
      const sessions = (await listed.json()) as { id: string; token: string; ipAddress: string | null }[];
      expect(sessions).toHaveLength(2);
      expect(sessions.map((session) => session.ipAddress).sort()).toEqual([member.address, laptop.address].sort());

      const laptopSession = sessions.find((session) => session.ipAddress === laptop.address)!;
      expect((await member.auth("revoke-session", { token: laptopSession.token })).status).toBe(200);
      expect(await sessionOf(laptop)).toBeNull();
      expect(await sessionOf(member)).not.toBeNull();
      expect(((await (await owner.authGet("list-sessions")).json()) as unknown[]).length).toBe(1);
    });
  },
);
