/**
 * One owner id everywhere: a request with a valid session is its account's, else its browser
 * guest's; the real course routes scope by it, so every cross-owner refusal stays a 404 whoever
 * asks, and signing out leaves the browser a fresh guest.
 */
import { describe, expect, it } from "vitest";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { GUEST_COOKIE } from "@/lib/identity/guest-cookie";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { guestBrowser, insertCourse, newBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";
import { identityOf, requireIdentity } from "@/lib/identity/request-identity";

const db = setUpCourseRouteEnvironment();

const courseIds = async (browser: Browser) =>
  ((await (await listCourses(browser.request("/api/courses"))).json()) as { courses: { id: string }[] }).courses.map((course) => course.id);
const readCourse = (browser: Browser, id: string) => getCourse(browser.request(`/api/courses/${id}`), { params: Promise.resolve({ id }) });

describe("the owner of a request", () => {
  it("is the account when signed in (its user id), with the browser's guest beside it; the guest without a session", async () => {
    const browser = await guestBrowser();
    expect(await identityOf(browser.request("/api/courses"))).toEqual({
      ownerId: browser.guestId,
      account: null,
      guestOwnerId: browser.guestId,
    });
    const { userId, email } = await signUp(browser);
    const identity = await requireIdentity(browser.request("/api/courses"));
    expect(identity).toMatchObject({ ownerId: userId, guestOwnerId: browser.guestId, account: { id: userId, email } });
  });

  it("a forged or expired session cookie is nobody's: the request falls back to its guest, or is refused without one", async () => {
    const browser = await guestBrowser();
    browser.cookies.set("nn.session_token", "forged.value");
    expect((await requireIdentity(browser.request("/api/courses"))).ownerId).toBe(browser.guestId);
    browser.cookies.delete(GUEST_COOKIE);
    await expect(requireIdentity(browser.request("/api/courses"))).rejects.toMatchObject({ status: 401 });
  });
});

describe("cross-owner refusals stay total when signed in", () => {
  it("a signed-in account reads its own courses, and another account's or a guest's is the same 404 as a missing one", async () => {
    const alice = newBrowser();
    const bob = newBrowser();
    const { userId: aliceId } = await signUp(alice);
    const { userId: bobId } = await signUp(bob);
    const stranger = await guestBrowser();
    const alicesCourse = await insertCourse(db().db, aliceId);
    const bobsCourse = await insertCourse(db().db, bobId);
    const guestsCourse = await insertCourse(db().db, stranger.guestId);

    expect((await readCourse(alice, alicesCourse)).status).toBe(200);
    expect(await courseIds(alice)).toEqual([alicesCourse]);
    const missing = await readCourse(alice, "crs_doesnotexist00000");
    for (const foreign of [bobsCourse, guestsCourse]) {
      const response = await readCourse(alice, foreign);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await missing.clone().json());
    }
    // And the other way round: a guest cannot read an account's course by its id.
    expect((await readCourse(stranger, alicesCourse)).status).toBe(404);
    expect(await courseIds(stranger)).toEqual([guestsCourse]);
  });

  it("signing out gives the browser a fresh guest: neither the account's courses nor the old guest's are reachable from it", async () => {
    const browser = await guestBrowser();
    const guestsCourse = await insertCourse(db().db, browser.guestId);
    const { userId } = await signUp(browser);
    const accountsCourse = await insertCourse(db().db, userId);
    const oldGuestCookie = browser.cookies.get(GUEST_COOKIE);

    const signOut = await browser.auth("sign-out");
    expect(signOut.status).toBe(200);
    expect(browser.cookies.has("nn.session_token")).toBe(false);
    expect(browser.cookies.get(GUEST_COOKIE)).toBeDefined();
    expect(browser.cookies.get(GUEST_COOKIE)).not.toBe(oldGuestCookie);

    const identity = await requireIdentity(browser.request("/api/courses"));
    expect(identity.account).toBeNull();
    expect(identity.ownerId).toMatch(/^g_/);
    expect(identity.ownerId).not.toBe(browser.guestId);
    expect(await courseIds(browser)).toEqual([]);
    for (const id of [guestsCourse, accountsCourse]) expect((await readCourse(browser, id)).status).toBe(404);
  });
});
