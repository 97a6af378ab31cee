import { expect, test, type Page } from "@playwright/test";
import { waitForTutor } from "./interview-helpers";

/**
 * The placement check of a course made from a goal alone, with no key, on a phone (issue 24 item 5):
 * after the background question, graded option cards that ask a term back from its definition, with
 * "I don't know" last; answered "I don't know" throughout, the outline says what the answers showed.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const CASES = [
  {
    locale: "en",
    goal: "I want to learn Kubernetes",
    dontKnow: "I don't know",
    asks: /Which term means “[^”]+”\?/,
    showed: /The placement check showed 0 of 2 placement answers right — “[^”]+”: didn't know yet; “[^”]+”: didn't know yet/,
  },
  {
    locale: "zh",
    goal: "我想学日语",
    dontKnow: "我不知道",
    asks: /哪个术语的意思是「[^」]+」？/,
    showed: /摸底结果：摸底题答对 0\/2——「[^」]+」：还不知道；「[^」]+」：还不知道/,
  },
] as const;

/** Picks the first option (and confirms it on a multi-select card). */
async function clickFirst(page: Page) {
  const first = page.getByTestId("option-card").first();
  await expect(first).toBeEnabled();
  await first.click();
  const confirm = page.getByTestId("confirm-selection");
  if (await confirm.isVisible()) await confirm.click();
}

/** Answers with the first option until a placement card (its last option "I don't know") is open. */
async function untilPlacement(page: Page, dontKnow: string) {
  for (let answered = 0; answered <= 6; answered += 1) {
    expect(await waitForTutor(page)).toBe("question");
    const cards = page.getByTestId("option-card");
    await expect(cards.first()).toBeEnabled();
    if ((await cards.last().innerText()).includes(dontKnow)) return;
    await clickFirst(page);
  }
  throw new Error("no placement question");
}

for (const { locale, goal, dontKnow, asks, showed } of CASES) {
  test(`${locale}: a goal-only course's placement cards are graded questions, and the outline says what they showed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.context().addCookies([{ name: "nn-locale", value: locale, url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.goto(`/create?goal=${encodeURIComponent(goal)}`);
    await expect(page).toHaveURL(/\/create\?id=/);
    for (let check = 0; check < 2; check += 1) {
      await untilPlacement(page, dontKnow);
      await expect(page.getByTestId("tutor-message").last()).toContainText(asks);
      // Three terms and "I don't know", each card within the phone's width.
      const cards = page.getByTestId("option-card");
      await expect(cards).toHaveCount(4);
      for (const box of await Promise.all((await cards.all()).map((card) => card.boundingBox())))
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (check === 0) await page.screenshot({ path: testInfo.outputPath(`placement-${locale}.png`), animations: "disabled" });
      await cards.last().click();
    }
    while ((await waitForTutor(page)) === "question") await clickFirst(page);
    await expect(page.getByTestId("outline-card")).toContainText(showed);
  });
}
