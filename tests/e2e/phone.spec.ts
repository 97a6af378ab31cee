import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { settleAnimations } from "./a11y-helpers";
import { clickThroughInterview } from "./interview-helpers";

/**
 * Phones: a 390 px touch screen runs the interview and the review, and
 * reorders a chapter by touch drag; every page at 360, 390 and 430 px has no
 * horizontal scroll, no truncated control and touch targets of at least 44 px,
 * with a screenshot per page under test-results/phone/.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SHOTS = "test-results/phone";

/** Touch drag through the DevTools protocol: Playwright has no touch-move API. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  // Past the touch sensor's hold delay before moving.
  await page.waitForTimeout(300);
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    await page.waitForTimeout(16);
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Layout faults a person on a phone would notice. Returns human-readable problems. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`horizontal scroll: ${root.scrollWidth} > ${root.clientWidth}`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute("data-testid") ?? element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30)}]`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && !element.closest("[aria-hidden='true'], .sr-only");
    };
    const controls = document.querySelectorAll(
      "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=radio], [role=checkbox]",
    );
    for (const control of controls) {
      if (!visible(control)) continue;
      // Links inside running text are exempt (WCAG 2.5.8's inline exception).
      if (
        control.tagName === "A" &&
        control.closest("p, li") &&
        !control.closest("nav, header") &&
        control.getBoundingClientRect().height < 30
      )
        continue;
      // A stretched link (its ::after covers the whole card) is as big as its card.
      if (getComputedStyle(control, "::after").position === "absolute") continue;
      const box = control.getBoundingClientRect();
      // The review chart's 14 day bars stay one row (three rows of five read as three charts): each is the
      // chart's full height and a fourteenth of its width, so it is a tall strip, not a 44 px square.
      if (control.getAttribute("data-testid") === "due-day") {
        if (box.width < 22 - 0.5 || box.height < 2 * 44 - 0.5)
          problems.push(`small chart bar ${describe(control)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      } else if (box.width < 44 - 0.5 || box.height < 44 - 0.5)
        problems.push(`small target ${describe(control)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      // Truncated text: a control whose own text is cut off.
      for (const part of [control, ...control.querySelectorAll("span")]) {
        if (!visible(part)) continue;
        const style = getComputedStyle(part);
        if (style.textOverflow === "ellipsis" && part.scrollWidth > part.clientWidth + 1) problems.push(`truncated ${describe(control)}`);
      }
    }
    const badge = document.querySelector("[data-testid=model-badge]");
    if (badge) {
      for (const part of badge.querySelectorAll("span")) {
        if (visible(part) && part.scrollWidth > part.clientWidth + 1) problems.push("truncated model badge");
      }
    }
    return problems;
  });
}

async function checkPhonePage(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(100);
    await settleAnimations(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    expect.soft(await phoneProblems(page), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test("on a phone: interview by tapping, review, and reorder a chapter by touch drag", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await checkPhonePage(page, "home");
  await page.goto("/create?goal=Kubernetes");
  await expect(page.getByTestId("option-dock")).toBeVisible({ timeout: 30_000 });
  await checkPhonePage(page, "interview");
  await clickThroughInterview(page);
  await checkPhonePage(page, "outline-card");
  await page.getByTestId("review-outline").tap();
  await expect(page.getByTestId("outline-editor")).toBeVisible();
  await checkPhonePage(page, "review");

  const items = page.getByTestId("chapter-item");
  const titles = page.getByTestId("chapter-title-input");
  const first = await titles.first().inputValue();
  const second = await titles.nth(1).inputValue();
  await items.first().evaluate((row) => row.scrollIntoView({ block: "start" }));
  await page.evaluate(() => window.scrollBy(0, -120));
  const handle = await items.first().getByTestId("drag-handle").boundingBox();
  const target = await items.nth(1).boundingBox();
  if (!handle || !target) throw new Error("the rows are not on screen");
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await touchDrag(page, start, { x: start.x, y: target.y + target.height - 8 });
  await expect(titles.first()).toHaveValue(second);
  await expect(titles.nth(1)).toHaveValue(first);
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId("chapter-title-input").nth(1)).toHaveValue(first);

  await page.getByTestId("confirm-course").tap();
  await expect(page.getByTestId("course-view")).toBeVisible();
  await checkPhonePage(page, "course");
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: 90_000 });
  await page.getByTestId("chapter-link").first().tap();
  await expect(page.getByTestId("chapter-content")).toBeVisible();
  await checkPhonePage(page, "reader");
  // Practising and reviewing are done on a phone as much as anywhere (the back link was a 16 px line of text).
  const courseId = /\/courses\/([^/?#]+)/.exec(page.url())![1]!;
  await page.goto(`/courses/${courseId}/practice`);
  await expect(page.getByTestId("question-prompt")).toBeVisible({ timeout: 20_000 });
  await checkPhonePage(page, "practice");
  await page.goto("/review");
  await expect(page.getByTestId("question-prompt")).toBeVisible({ timeout: 20_000 });
  await checkPhonePage(page, "review-queue");
  await page.goto("/courses");
  await expect(page.getByTestId("course-card").first()).toBeVisible();
  await checkPhonePage(page, "library");
});

test("on a phone: chat and the Chinese home fit the screen", async ({ page, context, baseURL }) => {
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
  await checkPhonePage(page, "chat");
  await page.goto("/create");
  await page.getByTestId("material-input").setInputFiles({
    name: "a-very-long-file-name-for-a-textbook-chapter-on-photosynthesis.png",
    mimeType: "image/png",
    buffer: Buffer.from([1]),
  });
  await expect(page.getByTestId("material-item")).toBeVisible();
  await checkPhonePage(page, "create");
  await context.addCookies([{ name: "nn-locale", value: "zh", url: baseURL ?? "http://127.0.0.1:3100" }]);
  await page.goto("/");
  await checkPhonePage(page, "home-zh");
  await expect(page.getByTestId("model-badge")).toBeVisible();
  // The header's model pill keeps its words inside it and clear of the language switch (it was cut to
  // "Offlir" and written over "EN"): whatever it shows on a phone fits its box.
  const badge = await page.getByTestId("model-badge").evaluate((element) => {
    const box = element.getBoundingClientRect();
    const next = element.closest("a")?.nextElementSibling?.getBoundingClientRect();
    return {
      overflows: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      right: box.right,
      nextLeft: next?.left ?? Infinity,
    };
  });
  expect(badge.overflows).toBe(false);
  expect(badge.right).toBeLessThanOrEqual(badge.nextLeft);
});
