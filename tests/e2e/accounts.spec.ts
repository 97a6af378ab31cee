import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { clickThroughInterview } from "./interview-helpers";

/**
 * Issue 28's "done when", in Chromium: learn as a guest, create an account and find the course
 * still there, sign in from a second browser profile and find the same course, clear cookies and
 * sign in again with nothing lost; a tutor chat backed up on one browser and restored on the
 * other, twice, without doubling; and a passkey added on /account signs in with a virtual
 * authenticator (WebAuthn needs a host name, so that test runs at localhost, not 127.0.0.1).
 */
const PASSWORD = "correct horse battery staple";
const newEmail = (label: string) => `${label}-${randomBytes(5).toString("hex")}@example.org`;

async function courseIds(page: Page): Promise<string[]> {
  await page.goto("/courses");
  await expect(page.getByTestId("course-card").or(page.getByTestId("library-empty")).first()).toBeVisible({ timeout: 15_000 });
  return (
    await page.getByTestId("course-card").evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.courseId ?? ""))
  ).sort();
}

async function fillAuthForm(page: Page, mode: "sign-in" | "sign-up", email: string) {
  const form = page.getByTestId(`${mode}-form`);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId(`${mode}-submit`).click();
}

test("a guest's course follows the account: to a second browser, and back after clearing cookies", async ({ page, browser }) => {
  await page.goto(`/create?goal=${encodeURIComponent("Rust")}`);
  await clickThroughInterview(page);
  await page.getByTestId("review-outline").click();
  await expect(page).toHaveURL(/\/courses\/[^/?#]+$/);
  const coursePath = new URL(page.url()).pathname;
  const courses = await courseIds(page);
  expect(courses).toHaveLength(1);

  const email = newEmail("learner");
  await page.goto("/sign-up");
  await expect(page.getByTestId("sign-up-keeps")).toHaveText("Your 1 course comes along.");
  await fillAuthForm(page, "sign-up", email);
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
  expect(await courseIds(page)).toEqual(courses);

  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    expect(await courseIds(other)).toEqual([]);
    await other.goto("/sign-in");
    await fillAuthForm(other, "sign-in", email);
    await expect(other).toHaveURL(/\/courses$/);
    expect(await courseIds(other)).toEqual(courses);
    await other.goto(coursePath);
    await expect(other.getByTestId("outline-editor")).toBeVisible();

    // A tutor chat on the first browser, backed up, restored on the second; restoring again adds nothing.
    await page.goto("/chat");
    await page.getByTestId("chat-input").fill("Explain ownership in Rust");
    await page.getByTestId("chat-input").press("Enter");
    await expect(page.getByTestId("session-item")).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
    await page.goto("/account");
    await page.getByTestId("chat-backup").click();
    await expect(page.getByTestId("chat-backup-status")).toHaveText("1 chat added, 0 brought up to date, 0 already backed up.");
    await other.goto("/account");
    for (const expected of [
      "1 chat restored, 0 brought up to date, 0 already here.",
      "No new chats, 0 brought up to date, 1 already here.",
    ]) {
      await other.getByTestId("chat-restore").click();
      await expect(other.getByTestId("chat-backup-status")).toHaveText(expected);
    }
    await other.goto("/chat");
    await expect(other.getByTestId("session-item")).toHaveCount(1, { timeout: 30_000 });
    await expect(other.getByTestId("session-item")).toContainText("Explain ownership");
  } finally {
    await second.close();
  }

  await page.context().clearCookies();
  expect(await courseIds(page)).toEqual([]);
  await page.goto("/sign-in");
  await fillAuthForm(page, "sign-in", email);
  await expect(page).toHaveURL(/\/courses$/);
  expect(await courseIds(page)).toEqual(courses);
});

test("a passkey added on the account page signs in on its own", async ({ page, baseURL }) => {
  const origin = baseURL!.replace("127.0.0.1", "localhost");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${origin}/sign-up`);
  await fillAuthForm(page, "sign-up", newEmail("passkey"));
  await expect(page).toHaveURL(/\/courses$/);
  await page.goto(`${origin}/account`);
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await page.getByLabel("Name (optional)").fill("Test key");
  await page.getByTestId("add-passkey").click();
  await expect(page.getByTestId("passkeys-status")).toHaveText("Passkey added. Next time, sign in with it.");
  await expect(page.getByTestId("passkey-list")).toContainText("Test key");

  await page.getByTestId("account-menu-button").click();
  await page.getByTestId("sign-out").click();
  await expect(page.getByTestId("sign-in-link")).toBeVisible();

  await page.goto(`${origin}/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
});
