import { expect, test } from "@playwright/test";

/**
 * The offline-model notice on a phone (390 px): one line with the settings link instead of three
 * wrapped lines above the interview, in both languages, and hidden for the rest of the tab's session
 * once the learner closes it (a new tab shows it again; the header's badge says Offline throughout).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("on a phone the offline notice is one line with its link, and closing it holds for the tab's session", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/create?goal=Kubernetes");
  const notice = page.getByTestId("offline-model-notice");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/^Offline demo: knows no subject\.\s*Set up a model\s*×$/, { useInnerText: true });
  // One row of touch targets: no taller than the 44 px link itself (and a little border).
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(48);
  await expect(notice.getByRole("link", { name: "Set up a model" })).toHaveAttribute("href", "/settings");

  await notice.getByRole("button", { name: "Hide this notice in this tab" }).click();
  await expect(notice).toHaveCount(0);
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("model-badge")).toHaveAttribute("data-offline", "true");
  await expect(page.getByTestId("offline-model-notice")).toHaveCount(0);

  // Another tab is another session: the notice is back, in Chinese on a Chinese page.
  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: "zh-CN" });
  try {
    const tab = await other.newPage();
    await tab.goto("/create?goal=Kubernetes");
    const shown = tab.getByTestId("offline-model-notice");
    await expect(shown).toHaveText(/^离线演示模型：不了解任何学科。\s*设置模型\s*×$/, { useInnerText: true });
    expect((await shown.boundingBox())!.height).toBeLessThanOrEqual(48);
  } finally {
    await other.close();
  }
});
