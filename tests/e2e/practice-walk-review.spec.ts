import { expect, test } from "@playwright/test";
import { answerTenQuestions, courseByInterview, fitsTheScreen, startWalk } from "../support/e2e/practice-walk-steps";
import { WALKS } from "../support/e2e/practice-walk-text";

/**
 * The review queue across courses after practice-walk.spec.ts's ten answers (a course by the
 * interview, confirmed, answered with some wrong and one "I don't know"), walked as a new learner
 * with no key: by keyboard on a desktop (1–4 how sure, A–D or typing, Enter to check and go on,
 * Space for "I don't know" and then for the next question); on a phone, where the question comes
 * from, and nothing wider than the screen.
 */
for (const { language, phone } of WALKS) {
  const device = phone ? "phone" : "desktop";
  test(`${language} on a ${device}: after ten answers, the review queue says where each question comes from and answers to the ${phone ? "touch" : "keyboard"}`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const walk = await startWalk(page, context, baseURL, language, phone);
    const { text, shot } = walk;
    await answerTenQuestions(walk, await courseByInterview(walk));

    await page.goto("/review");
    const progress = page.getByTestId("session-progress");
    await expect(progress).toHaveText(text.progress);
    if (phone) {
      // On a phone the card says where the question comes from too, and nothing is wider than the screen.
      await expect(page.getByTestId("question-place")).toHaveText(text.place);
      await fitsTheScreen(page);
      await shot("review");
      return;
    }
    const position = async () => Number(/(\d+)/.exec((await progress.textContent()) ?? "")?.[1]);
    expect(await position()).toBe(1);
    // The card says which course and chapter the question comes from, and links the chapter at the lines it cites.
    await expect(page.getByTestId("question-place")).toHaveText(text.place);
    await expect(page.getByTestId("question-citation")).toHaveAttribute(
      "href",
      /^\/courses\/[^/]+\/workspace\?open=chapters%2F[^&]+%3A\d+-\d+$/,
    );
    await page.locator("body").click({ position: { x: 1, y: 1 } });
    await page.keyboard.press("3");
    await expect(page.getByTestId("confidence").getByRole("button").nth(2)).toHaveAttribute("aria-pressed", "true");
    if ((await page.getByTestId("question").getByRole("radio").count()) > 0) {
      await page.keyboard.press("a");
      await expect(page.getByTestId("question").getByRole("radio").first()).toHaveAttribute("aria-checked", "true");
    } else {
      await page.getByTestId("answer-input").fill("zeppelin");
      await page.getByTestId("answer-input").press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("next-due")).toHaveText(text.nextDue);
    await page.keyboard.press("Enter");
    await expect.poll(position).toBe(2);
    // A text question has its answer box focused: Esc leaves it, then Space is "I don't know".
    if ((await page.getByTestId("answer-input").count()) > 0) {
      await expect(page.getByTestId("answer-input")).toBeFocused();
      await page.keyboard.press("Escape");
    }
    await page.keyboard.press("Space");
    await expect(page.getByTestId("feedback")).toHaveAttribute("data-correct", "false");
    await shot("review");
    await page.keyboard.press("Space");
    await expect(progress).toHaveText(text.progress);
    await expect.poll(position).toBe(3);
  });
}
