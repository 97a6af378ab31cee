import { expect, test, type Page } from "@playwright/test";
import { LOCALES } from "@/lib/i18n/locales";
import { confirmedCourse } from "../support/e2e/confirmed-course";
import { collidingLabels, danglingDots, rowTops } from "../support/e2e/layout-checks";

/**
 * The walk-through's layout findings, in both languages on a phone and a desktop: the 14-day review
 * chart stays one row of 14 readable bars whose counts never collide (it wrapped into three rows on
 * a 390 px phone), and a library card's row of facts never starts or ends a line with a "·" (it did
 * once the row wrapped). 320 px is the narrowest phone, where the card's rows wrap.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/progress-layout";
const WRITTEN = 60_000;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
] as const;

async function chartIsOneRow(page: Page) {
  const chart = page.getByTestId("due-chart").first();
  await expect(chart).toBeVisible();
  const bars = chart.getByTestId("due-day");
  await expect(bars).toHaveCount(14);
  expect(await rowTops(bars), "all 14 bars on one row").toHaveLength(1);
  const widths = await bars.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
  expect(Math.min(...widths), "each bar a target of at least 20 px").toBeGreaterThanOrEqual(20);
  expect(await collidingLabels(chart.getByTestId("due-day-count"))).toEqual([]);
  const overflow = await chart.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, "the chart fits its box").toBeLessThanOrEqual(0);
  return chart;
}

for (const language of LOCALES) {
  test(`${language}: the due chart is one row of 14 and library cards have no dangling dots, at 390, 1280 and 320 px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    const courseId = await confirmedCourse(page, language);
    await page.goto(`/courses/${courseId}`);
    await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: WRITTEN });

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/courses/${courseId}`);
      const chart = await chartIsOneRow(page);
      await chart.screenshot({ path: `${SHOTS}/${language}-${viewport.width}-course-chart.png` });

      await page.goto("/courses");
      const card = page.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`);
      await expect(card.getByTestId("course-card-modules")).toBeVisible();
      expect(await danglingDots(card), `${viewport.width} px`).toEqual([]);
      await expect(card.getByTestId("course-card-meta")).not.toContainText("·");
      await card.screenshot({ path: `${SHOTS}/${language}-${viewport.width}-library-card.png` });
      await chartIsOneRow(page);
      await page.screenshot({ path: `${SHOTS}/${language}-${viewport.width}-library.png`, fullPage: true });
    }
  });
}
