import { expect, test } from "@playwright/test";
import { answerByClicking, answerByTyping, clickThroughInterview, waitForTutor } from "./interview-helpers";

test.describe("course interview", () => {
  test("a whole interview by clicking reaches a readable outline about the goal", async ({ page }) => {
    await page.goto("/create?goal=Kubernetes");
    await expect(page.getByTestId("model-badge")).toContainText(/offline/i);
    // The goal in the URL is replaced by a resumable interview id.
    await expect(page).toHaveURL(/\/create\?id=[a-z0-9]+$/);
    await expect(page.getByTestId("research-done")).toBeVisible({ timeout: 30_000 });

    const questions = await clickThroughInterview(page);
    expect(questions).toBeGreaterThanOrEqual(3);
    expect(questions).toBeLessThanOrEqual(6);

    const outline = page.getByTestId("outline-card");
    await expect(outline.getByTestId("outline-title")).toContainText("Kubernetes");
    expect(await outline.getByTestId("outline-module").count()).toBeGreaterThanOrEqual(2);
    // One question per turn: every tutor turn left exactly one answer.
    expect(await page.getByTestId("learner-message").count()).toBe(questions + 1);
    await expect(page.getByTestId("option-dock")).toHaveCount(0);
  });

  test("a learner can answer every question by typing, in Chinese", async ({ page, context }) => {
    await context.addCookies([{ name: "nn-locale", value: "zh", url: "http://127.0.0.1:3100" }]);
    await page.goto(`/create?goal=${encodeURIComponent("日语")}`);
    await expect(page.getByTestId("composer-input")).toHaveAttribute("placeholder", /回答|消息/);

    // Goal, background, the placement check's two questions, outcome, style.
    const answers = [
      "想去日本旅行时能用日语交流",
      "完全零基础，没学过假名",
      "我不知道",
      "了解一点",
      "能看懂菜单、问路和日常对话",
      "喜欢边做边学，每天短时间练习",
    ];
    for (let index = 0; ; index += 1) {
      if ((await waitForTutor(page)) === "outline") break;
      expect(index).toBeLessThan(answers.length + 2);
      await expect(page.getByTestId("tutor-message").last()).toContainText(/[\u4e00-\u9fff]/);
      await answerByTyping(page, answers[index] ?? "没有了");
      await expect(page.getByTestId("learner-message").last()).toContainText(answers[index] ?? "没有了");
    }
    await expect(page.getByTestId("outline-title")).toContainText(/日语/);
    await expect(page.getByTestId("outline-card")).toContainText(/模块/);
  });

  test("a reload in the middle resumes the interview where it stopped", async ({ page }) => {
    await page.goto("/create?goal=Watercolor%20painting");
    await waitForTutor(page);
    const first = await answerByClicking(page);
    await waitForTutor(page);
    const second = await answerByClicking(page);
    // Reload while the tutor may still be streaming the next question.
    await page.reload();

    await expect(page.getByTestId("learner-message").filter({ hasText: first })).toHaveCount(1);
    await expect(page.getByTestId("learner-message").filter({ hasText: second })).toHaveCount(1);
    const remaining = await clickThroughInterview(page);
    expect(remaining).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("outline-title")).toContainText(/watercolor/i);
    // Research ran once, before the first question, and was not repeated after the reload.
    await expect(page.getByTestId("research-done")).toHaveCount(1);
  });

  test("double clicks give one answer, and markup in the goal stays text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const goal = `<img src=x onerror="alert(1)">Rust`;
    await page.goto(`/create?goal=${encodeURIComponent(goal)}`);
    await expect(page.getByTestId("learner-message").first()).toHaveText(goal);

    await waitForTutor(page);
    await page.getByTestId("option-card").first().dblclick();
    await waitForTutor(page);
    // The goal bubble plus exactly one answer.
    await expect(page.getByTestId("learner-message")).toHaveCount(2);
    expect(dialogs).toBe(0);
  });

  test("/create without a goal asks for one", async ({ page }) => {
    await page.goto("/create");
    await page.getByTestId("create-goal-input").fill("SQL");
    await page.getByTestId("create-goal-input").press("Enter");
    await expect(page).toHaveURL(/\/create\?id=/);
    await waitForTutor(page);
  });

  test("an unknown interview id says so and offers a new one", async ({ page }) => {
    await page.goto("/create?id=doesnotexist");
    await expect(page.getByTestId("interview-not-found")).toBeVisible();
  });
});
