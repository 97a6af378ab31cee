import { expect, type Page } from "@playwright/test";

/** Waits until the tutor has either asked a question or produced the outline. */
export async function waitForTutor(page: Page): Promise<"question" | "outline"> {
  const question = page.getByTestId("option-dock");
  const outline = page.getByTestId("outline-card");
  await expect(question.or(outline)).toBeVisible({ timeout: 30_000 });
  return (await outline.isVisible()) ? "outline" : "question";
}

/** Answers the open question by clicking (multi-select: first option, then Confirm). */
export async function answerByClicking(page: Page) {
  const first = page.getByTestId("option-card").first();
  // The dock of the question just answered can still be on screen: wait for the new, clickable cards.
  await expect(first).toBeEnabled();
  const firstOption = (await first.innerText()).replace(/^\d\s*/, "").trim();
  await first.click();
  const confirm = page.getByTestId("confirm-selection");
  if (await confirm.isVisible()) {
    // A click that landed while the cards were replaced selected nothing: select again, then confirm.
    const selected = await expect(first)
      .toHaveAttribute("aria-pressed", "true", { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!selected) await first.click();
    await confirm.click();
  }
  return firstOption;
}

export async function answerByTyping(page: Page, text: string) {
  const input = page.getByTestId("composer-input");
  await input.fill(text);
  await input.press("Enter");
}

/** Clicks through the interview until the outline shows; returns the number of questions answered. */
export async function clickThroughInterview(page: Page, maxQuestions = 10): Promise<number> {
  for (let answered = 0; answered <= maxQuestions; answered += 1) {
    if ((await waitForTutor(page)) === "outline") return answered;
    await answerByClicking(page);
  }
  throw new Error("the interview did not reach an outline");
}
