/**
 * Guest first, account as an upgrade, through the real routes: what a guest made is the account's
 * once it signs up, another browser signing in finds the same courses, and a browser whose guest
 * learned something before signing in is told so and merges it only when asked.
 */
import { describe, expect, it } from "vitest";
import { GET as getAccount } from "@/app/api/account/route";
import { POST as mergeGuest } from "@/app/api/account/merge-guest/route";
import { GET as listCourses, POST as saveCourse } from "@/app/api/courses/route";
import type { AccountSummary } from "@/lib/identity/account-summary";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { draftFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { guestBrowser, newBrowser, PASSWORD, signUp, type Browser } from "@/tests/support/identity/auth-kit";

async function createCourse(browser: Browser, goal: string): Promise<string> {
  const response = await saveCourse(browser.request("/api/courses", { json: draftFixture({ goal }) }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { course: { id: string } }).course.id;
}
const courseIds = async (browser: Browser) =>
  ((await (await listCourses(browser.request("/api/courses"))).json()) as { courses: { id: string }[] }).courses
    .map((course) => course.id)
    .sort();
const account = async (browser: Browser) => (await (await getAccount(browser.request("/api/account"))).json()) as AccountSummary;
const signIn = async (browser: Browser, email: string) =>
  expect((await browser.auth("sign-in/email", { email, password: PASSWORD })).status).toBe(200);

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("accounts on %s", (_name, target) => {
  setUpCourseRouteEnvironment({ open: target.open });

  describe("creating an account", () => {
    it("keeps everything the guest made: the courses are the account's, listed on another browser and after clearing cookies", async () => {
      const browser = await guestBrowser();
      const courses = [await createCourse(browser, "Kubernetes"), await createCourse(browser, "Rust")].sort();
      expect(await account(browser)).toEqual({ signedIn: false, account: null, guest: { courses: 2, sources: 0 } });

      const { email } = await signUp(browser);
      expect(await courseIds(browser)).toEqual(courses);
      expect(await account(browser)).toMatchObject({ signedIn: true, account: { email }, guest: { courses: 0, sources: 0 } });

      const phone = await guestBrowser();
      await signIn(phone, email);
      expect(await courseIds(phone)).toEqual(courses);

      browser.cookies.clear();
      const cleared = await guestBrowser();
      expect(await courseIds(cleared)).toEqual([]);
      await signIn(cleared, email);
      expect(await courseIds(cleared)).toEqual(courses);
    });
  });

  describe("signing in where a guest already learned", () => {
    it("reports the guest's courses, leaves them alone, and merges them when asked", async () => {
      const first = await guestBrowser();
      const { email } = await signUp(first);
      const accountCourse = await createCourse(first, "Account's own");

      const other = await guestBrowser();
      const guestCourse = await createCourse(other, "Made as a guest");
      await signIn(other, email);
      expect(await courseIds(other)).toEqual([accountCourse]);
      expect((await account(other)).guest).toEqual({ courses: 1, sources: 0 });

      const merged = await mergeGuest(other.request("/api/account/merge-guest", { json: {} }));
      expect(merged.status).toBe(200);
      expect(((await merged.json()) as AccountSummary).guest).toEqual({ courses: 0, sources: 0 });
      expect(await courseIds(other)).toEqual([accountCourse, guestCourse].sort());
      expect(await courseIds(first)).toEqual([accountCourse, guestCourse].sort());
    });

    it("a guest cannot merge into anyone: 401 with a sentence", async () => {
      const guest = await guestBrowser();
      const response = await mergeGuest(guest.request("/api/account/merge-guest", { json: {} }));
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Sign in/);
    });

    it("an account with no guest cookie on this browser merges nothing and keeps its courses", async () => {
      const browser = newBrowser();
      const { email } = await signUp(browser);
      const course = await createCourse(browser, "Mine");
      const fresh = newBrowser();
      await signIn(fresh, email);
      expect((await mergeGuest(fresh.request("/api/account/merge-guest", { json: {} }))).status).toBe(200);
      expect(await courseIds(fresh)).toEqual([course]);
      expect((await account(fresh)).guest).toBeNull();
    });
  });
});
