/**
 * The instance owner: the first account created on an instance, and the accounts of OWNER_EMAILS;
 * everyone else is a member. Stored on the user (`role`) and reported by GET /api/account.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as getAccount } from "@/app/api/account/route";
import type { AccountSummary } from "@/lib/identity/account-summary";
import type { DatabaseHandle } from "@/lib/db/client";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { newBrowser, signUp, uniqueEmail, type Browser } from "@/tests/support/identity/auth-kit";

const LISTED = "Boss@Example.org";
const isOwner = async (browser: Browser) =>
  ((await (await getAccount(browser.request("/api/account"))).json()) as AccountSummary).account?.isOwner;
const roles = async (db: () => DatabaseHandle) =>
  ((await db().db.execute(sql`SELECT email, role FROM "user" ORDER BY created_at`)) as { rows: { email: string; role: string }[] }).rows;

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("the instance owner (%s)", (_name, target) => {
  const db = setUpCourseRouteEnvironment({ open: target.open, env: { OWNER_EMAILS: `someone@example.org, ${LISTED}` } });
  beforeEach(async () => {
    await db().db.execute(sql`TRUNCATE "user" CASCADE`);
  });

  it("is the first account; the next ones are members", async () => {
    const [first, second] = [newBrowser(), newBrowser()];
    await signUp(first);
    await signUp(second);
    expect(await isOwner(first)).toBe(true);
    expect(await isOwner(second)).toBe(false);
    expect((await roles(db)).map((row) => row.role)).toEqual(["owner", "member"]);
  });

  it("is also every account whose email is in OWNER_EMAILS, whatever its case", async () => {
    await signUp(newBrowser());
    const listed = newBrowser();
    await signUp(listed, LISTED.toUpperCase());
    expect(await isOwner(listed)).toBe(true);
    expect((await roles(db)).map((row) => row.role)).toEqual(["owner", "owner"]);
  });

  it("is exactly one account when several sign up at once on a new instance", async () => {
    const browsers = Array.from({ length: 4 }, () => newBrowser());
    await Promise.all(browsers.map((browser) => signUp(browser, uniqueEmail("racer"))));
    expect((await roles(db)).filter((row) => row.role === "owner")).toHaveLength(1);
  });

  it("cannot be claimed through the sign-up body", async () => {
    await signUp(newBrowser());
    const climber = newBrowser();
    const response = await climber.auth("sign-up/email", {
      email: uniqueEmail(),
      password: "correct horse battery staple",
      name: "x",
      role: "owner",
    });
    // better-auth ignores a field the client may not set: the account is made, as a member.
    expect(response.status).toBe(200);
    expect(await isOwner(climber)).toBe(false);
    expect((await roles(db)).map((row) => row.role)).toEqual(["owner", "member"]);
  });
});
