import { expect, test } from "@playwright/test";
import { trickleReplies, waitForTutor } from "./interview-helpers";

const safeMessage = "The model service failed (HTTP 503). Your conversation is kept: retry.";

test.describe("when something fails", () => {
  test("an HTTP error shows what happened, and Retry continues the same conversation", async ({ page }) => {
    let failures = 1;
    await page.route("**/api/interview", async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "model_failed", message: safeMessage } }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto("/create?goal=Kubernetes");
    await expect(page.getByTestId("chat-error")).toContainText(safeMessage);
    await expect(page.getByTestId("option-dock")).toHaveCount(0);

    await page.getByTestId("retry-button").click();
    await waitForTutor(page);
    await expect(page.getByTestId("chat-error")).toHaveCount(0);
    // The goal was kept and sent once: one learner bubble, no duplicate.
    await expect(page.getByTestId("learner-message")).toHaveCount(1);
    await expect(page.getByTestId("learner-message")).toHaveText("Kubernetes");
  });

  test("an error inside the stream keeps the answers already given", async ({ page }) => {
    await page.goto("/create?goal=Rust");
    await waitForTutor(page);
    await page.getByTestId("option-card").first().click();
    await waitForTutor(page);

    await page.route("**/api/interview", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
        body: `data: ${JSON.stringify({ type: "start" })}\n\ndata: ${JSON.stringify({ type: "error", errorText: safeMessage })}\n\ndata: [DONE]\n\n`,
      }),
    );
    await page.getByTestId("option-card").first().click();
    await expect(page.getByTestId("chat-error")).toContainText(safeMessage);
    const answersBefore = await page.getByTestId("learner-message").count();

    await page.unroute("**/api/interview");
    await page.getByTestId("retry-button").click();
    await waitForTutor(page);
    await expect(page.getByTestId("learner-message")).toHaveCount(answersBefore);
  });

  test("reloading while the tutor streams never leaves a stuck spinner", async ({ page }) => {
    await page.goto("/create?goal=Photography");
    await waitForTutor(page);
    const fullSpeed = await trickleReplies(page);
    await page.getByTestId("option-card").first().click();
    // Stop shows for the whole time a reply is on its way.
    await expect(page.getByTestId("stop-button")).toBeVisible();
    // Full speed again once the old page is gone (navigation committed), not while the page reloads at 1 KB/s.
    await page.reload({ waitUntil: "commit" });
    await fullSpeed();
    await waitForTutor(page);
    await expect(page.getByTestId("tutor-typing")).toHaveCount(0);
    await expect(page.getByTestId("stop-button")).toHaveCount(0);
  });
});

test.describe("language and entry points", () => {
  test("the home page starts an interview, and the language switch changes the UI", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("goal-input").fill("SQL for analysts");
    await page.getByTestId("start-interview").click();
    await expect(page).toHaveURL(/\/create\?id=/);
    await waitForTutor(page);
    await expect(page.getByTestId("composer-input")).toHaveAttribute("placeholder", /type your own answer/i);

    await page.getByTestId("language-option-zh").click();
    await expect(page.getByTestId("composer-input")).toHaveAttribute("placeholder", /回答/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    // The conversation itself is untouched by the switch.
    await expect(page.getByTestId("learner-message").first()).toHaveText("SQL for analysts");
  });
});

test("Stop keeps the conversation sendable, and Continue picks the turn up again", async ({ page }) => {
  await page.goto("/create?goal=Chess");
  await waitForTutor(page);
  const answersBefore = await page.getByTestId("learner-message").count();
  // Stop must land mid-stream: a busy CI run once found the turn over, the next question shown and no Continue.
  const fullSpeed = await trickleReplies(page);
  await page.getByTestId("option-card").first().click();
  await page.getByTestId("stop-button").click();
  await expect(page.getByTestId("continue-button")).toBeVisible();
  // The clicked answer stays; nothing half-written blocks the next request.
  await expect(page.getByTestId("learner-message")).toHaveCount(answersBefore + 1);
  await expect(page.getByTestId("option-dock")).toHaveCount(0);
  await fullSpeed();
  await page.getByTestId("continue-button").click();
  await waitForTutor(page);
  await expect(page.getByTestId("chat-error")).toHaveCount(0);
});
