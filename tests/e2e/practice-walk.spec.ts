import { expect, test } from "@playwright/test";
import { answerTenQuestions, courseByInterview, fitsTheScreen, startWalk } from "../support/e2e/practice-walk-steps";
import { WALKS } from "../support/e2e/practice-walk-text";

/**
 * Issue 24's "done when", walked as a new learner with no key (offline model): create a course by
 * the interview, confirm it, answer ten questions (some wrong, one "I don't know") and see feedback
 * naming what was missing or what the wrong option reveals, a next review that is ts-fsrs's own
 * schedule for that answer, a milestone the workspace refuses to tick until its module's evidence
 * holds and then ticks, and a tutor whose "quiz me" asks one of the course's stored questions — in
 * English and Chinese, on a desktop (keyboard) and a phone (touch). The review queue after those
 * answers: practice-walk-review.spec.ts.
 */
for (const { language, phone } of WALKS) {
  const device = phone ? "phone" : "desktop";
  test(`${language} on a ${device}: create, confirm, ten answers with feedback and ts-fsrs dates, a milestone earned, the tutor quizzes from stored questions`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const walk = await startWalk(page, context, baseURL, language, phone);
    const { text, shot } = walk;

    const courseId = await courseByInterview(walk);
    const module1 = page.getByTestId("mastery-module").first();
    await expect(module1).toHaveAttribute("data-status", "not_started");

    // Before any answer, the workspace refuses to tick module 1's milestone, saying what is missing.
    await page.goto(`/courses/${courseId}/workspace`);
    const pills = page.getByTestId("milestone-pill");
    await expect(page.getByTestId("milestones-count")).toHaveText(text.milestones(0), { timeout: 20_000 });
    await expect(page.getByTestId("milestones-earned")).toHaveText(text.earnedCount(0));
    await expect(pills.first().getByTestId("milestone-evidence")).toHaveAttribute("data-status", "not_started");
    await expect(pills.first().getByTestId("milestone-tick-earned")).toHaveCount(0);
    await pills.first().getByRole("checkbox").click();
    await expect(page.getByTestId("workspace-notice")).toContainText(text.notYet(1));
    await expect(pills.first()).toHaveAttribute("data-done", "false");

    const keys = await answerTenQuestions(walk, courseId);

    // Module 1 is earned on the course page; the workspace now ticks its milestone, and only that one.
    await page.goto(`/courses/${courseId}`);
    await expect(module1).toHaveAttribute("data-status", "earned");
    await page.getByTestId("practice-progress").screenshot({ path: walk.shotPath("progress") });
    // The workspace says the same before any tick: module 1 earned (linking its attempts), not yet ticked; its tick is offered.
    await page.goto(`/courses/${courseId}/workspace`);
    await expect(page.getByTestId("milestones-count")).toHaveText(text.milestones(0), { timeout: 20_000 });
    await expect(page.getByTestId("milestones-earned")).toHaveText(text.earnedCount(1));
    const evidence = pills.first().getByTestId("milestone-evidence");
    await expect(evidence).toHaveAttribute("data-status", "earned");
    await expect(evidence).toHaveText(text.earned);
    await expect(evidence).toHaveAttribute("href", `/courses/${courseId}?module=1#progress`);
    await fitsTheScreen(page);
    await shot("milestone-earned");
    await pills.first().getByTestId("milestone-tick-earned").click();
    await expect(page.getByTestId("milestones-count")).toHaveText(text.milestones(1));
    await expect(pills.first()).toHaveAttribute("data-done", "true");
    await expect(pills.first().getByTestId("milestone-tick-earned")).toHaveCount(0);
    await pills.nth(1).getByRole("checkbox").click();
    await expect(page.getByTestId("workspace-notice")).toContainText(text.notYet(2));
    await expect(page.getByTestId("milestones-count")).toHaveText(text.milestones(1));
    await shot("milestone");

    // The tutor's "quiz me" asks one of the course's stored questions, word for word.
    if (phone) await page.getByRole("tab", { name: text.tutorTab }).click();
    await page.getByTestId("tutor-input").fill(text.quizMe);
    await page.getByTestId("tutor-send").click();
    const asked = page.locator('[data-testid="tutor-message"][data-role="assistant"]').last();
    await expect(asked).toContainText(text.asked, { timeout: 20_000 });
    const said = await asked.innerText();
    expect(
      [...keys.values()].some((key) => said.includes(key.prompt.slice(0, 40))),
      said,
    ).toBe(true);
    await expect(asked).not.toContainText(/Not written|未写入/);
    await fitsTheScreen(page);
    await shot("quiz");
  });
}
