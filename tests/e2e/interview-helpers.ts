import { expect, type Page } from "@playwright/test";

/**
 * Makes replies trickle in at 1 KB/s (an interview turn is about 3 KB: some 3 s) until the returned
 * function restores full speed, so a test can act mid-stream however quick the machine is: at full
 * speed the offline model's turn can end before a click on Stop lands.
 */
export async function trickleReplies(page: Page): Promise<() => Promise<void>> {
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  const throttle = (downloadThroughput: number) =>
    network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput, uploadThroughput: -1 });
  await throttle(1024);
  return async () => {
    await throttle(-1);
    await network.detach();
  };
}

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
