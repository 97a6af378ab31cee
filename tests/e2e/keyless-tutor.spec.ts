import { expect, test, type Page } from "@playwright/test";
import { askTutor } from "../support/e2e/ask-tutor";
import { confirmedCourse } from "../support/e2e/confirmed-course";

/**
 * The keyless tutors as a new user meets them (offline model, Chromium): in the workspace, "quiz me
 * on Pods" asks a stored question about Pods, an unrelated reply is not called right, and "note in
 * ground-truth.md that …" offers that fact to that file; in /chat, the masks answer the same question
 * differently and "which of my courses covers Pods?" finds this browser's course — in English and Chinese.
 */

test("workspace: a quiz on the topic asked, graded by practice; a fact offered to the file named", async ({ page }) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.locator('[data-testid="file-item"][data-path="ground-truth.md"]')).toBeVisible({ timeout: 20_000 });

  const quiz = await askTutor(page, "Quiz me on Pods");
  await expect(quiz).toContainText(/Practice question \(from chapters\/01-01-pods\.md:\d+-\d+\)/, { timeout: 20_000 });
  const graded = await askTutor(page, "I had pizza for lunch, 1");
  // Guided mode (the default) says "Not yet." and climbs its ladder; "just explain" says "Not quite.": never "Right."
  await expect(graded).toContainText(/Not (quite|yet)\./);
  await expect(graded).not.toContainText("Right.");
  await expect(page.getByTestId("milestones-count")).toHaveText("0 / 3 milestones");

  await askTutor(page, "note in ground-truth.md that a Pod can hold several containers");
  const proposal = page.getByTestId("proposal-card").last();
  await expect(proposal).toBeVisible({ timeout: 20_000 });
  await expect(proposal).toContainText("ground-truth.md");
  await expect(proposal).toContainText("a Pod can hold several containers");
});

test("workspace: what the offline tutor cannot do is refused plainly, in the learner's language, with nothing proposed", async ({
  page,
}) => {
  const courseId = await confirmedCourse(page);
  await page.goto(`/courses/${courseId}/workspace`);
  await expect(page.locator('[data-testid="file-item"][data-path="ground-truth.md"]')).toBeVisible({ timeout: 20_000 });
  const english = await askTutor(page, "could you look up the latest kubernetes release online?");
  await expect(english).toContainText("I can't do that offline");
  const chinese = await askTutor(page, "把整章翻译成英文");
  await expect(chinese).toContainText("离线时我做不到");
  // Restructuring is work it cannot do either: said plainly, never an explanation or a proposal in its place.
  const table = await askTutor(page, "turn these lines into a table");
  await expect(table).toContainText("I can't do that offline: turning lines into a table");
  const biao = await askTutor(page, "把这几行做成表格");
  await expect(biao).toContainText("离线时我做不到这一点：把几行内容做成表格");
  await expect(page.getByTestId("proposal-card")).toHaveCount(0);
});

async function chatReply(page: Page, mask: string, text: string) {
  await page.goto("/chat");
  await expect(page.getByTestId("chat-app")).toBeVisible({ timeout: 30_000 });
  const card = page.locator(`[data-testid="mask-card"][data-mask="${mask}"]`);
  if (!(await card.isVisible())) await page.getByTestId("new-chat").click();
  await card.click();
  const replies = page.getByTestId("tutor-message");
  const before = await replies.count();
  const input = page.getByTestId("chat-input");
  await input.fill(text);
  await input.press("Enter");
  // No Stop button is also how it looks before the reply starts: first the reply, then the turn's end.
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByTestId("stop-button")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("send-button")).toBeVisible();
  return replies.last().innerText();
}

for (const language of ["en", "zh"] as const) {
  test(`chat (${language}): five masks, five answers; "which of my courses" finds this browser's course`, async ({ page }) => {
    const courseId = await confirmedCourse(page, language);
    const question = language === "en" ? "How does a Pod relate to a Deployment?" : "Pod 和 Deployment 有什么关系？";
    const answers = new Set<string>();
    for (const mask of ["default", "blunt", "warm", "rational", "chameleon"]) answers.add(await chatReply(page, mask, question));
    expect(answers.size).toBe(5);
    // Each mask words the lookup its own way, with the same course, listed once (found by its title and its chapters).
    const lookups = new Set<string>();
    for (const mask of ["default", "blunt", "warm", "rational", "chameleon"]) {
      const found = await chatReply(
        page,
        mask,
        language === "en" ? "Which of my courses covers Kubernetes?" : "我的哪门课讲了 Kubernetes？",
      );
      expect(found).not.toMatch(/don't have any courses|还没有任何课程/);
      const reply = page.getByTestId("tutor-message").last();
      await expect(reply.locator(`a[href="/courses/${courseId}"]`)).toHaveCount(1);
      lookups.add(found);
      if (mask === "rational") await reply.screenshot({ path: test.info().outputPath(`lookup-${language}-${mask}.png`) });
    }
    expect(lookups.size).toBe(5);
  });
}
