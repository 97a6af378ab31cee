import { expect, test, type Page, type Response } from "@playwright/test";
import { createEmptyCard, fsrs, generatorParameters, type Grade } from "ts-fsrs";
import type { Locale } from "@/lib/i18n/locales";
import { clickThroughInterview } from "./interview-helpers";

/**
 * Issue 24's "done when", walked as a new learner with no key (offline model): create a course by
 * the interview, confirm it, answer ten questions (some wrong, one "I don't know") and see feedback
 * naming what was missing or what the wrong option reveals, a next review that is ts-fsrs's own
 * schedule for that answer, a milestone the workspace refuses to tick until its module's evidence
 * holds and then ticks, and a tutor whose "quiz me" asks one of the course's stored questions — in
 * English and Chinese, on a desktop (keyboard) and a phone (touch).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/practice-walk";
const WRITTEN = 90_000;

const TEXT = {
  en: {
    goal: "Kubernetes",
    practice: "Practice",
    progress: /^Question (\d+) of (\d+)$/,
    partly: /makes 1 of \d+ key points/,
    wrongOption: /Not quite\. The answer is “.+”\. Confuses /,
    nextDue: /^Next review in /,
    milestones: (done: number) => new RegExp(`^${done} / \\d+ milestones$`),
    earnedCount: (n: number) => `· ${n} earned by your answers`,
    earned: "Earned",
    place: /^Course: .+ · Chapter: .+$/,
    notYet: (n: number) => new RegExp(`^“Module ${n}: .+” is not ticked yet: `),
    tutorTab: "Tutor",
    quizMe: "Quiz me",
    asked: /Practice question \(from (chapters\/[^)]+)\):/,
  },
  zh: {
    goal: "Kubernetes 入门",
    practice: "练习",
    progress: /^第 (\d+) 题，共 (\d+) 题$/,
    partly: /包含了 \d+ 个要点中的 1 个/,
    wrongOption: /不对。正确答案是“.+”。.*混为一谈/,
    nextDue: /^下次复习：/,
    milestones: (done: number) => new RegExp(`^已完成 ${done} / \\d+ 个里程碑$`),
    earnedCount: (n: number) => `· 作答已达成 ${n} 个`,
    earned: "已达成",
    place: /^课程：.+ · 章节：.+$/,
    notYet: (n: number) => new RegExp(`^“模块 ${n}：.+”还不能勾选：`),
    tutorTab: "导师",
    quizMe: "考考我",
    asked: /练习题（出自 (chapters\/[^)]+)）：/,
  },
} as const;

interface AnswerKey {
  kind: "choice" | "cloze" | "short";
  prompt: string;
  answer: string;
  options: { text: string; misconception: string | null }[] | null;
  keyPoints: string[];
  citation: string;
}

interface AttemptReply {
  correct: boolean;
  rating: number | null;
  nextDue: string;
  missingPoints?: string[];
  card: { lastReview: string | null };
}

/** The course's answer keys by prompt: what a learner who read the chapters knows (a wrong answer is chosen on purpose). */
async function answerKeys(page: Page, courseId: string): Promise<Map<string, AnswerKey>> {
  const { questions } = (await (await page.request.get(`/api/courses/${courseId}/practice`)).json()) as { questions: { id: string }[] };
  const keys = await Promise.all(
    questions.map(async ({ id }) => (await (await page.request.get(`/api/practice/items/${id}`)).json()) as AnswerKey),
  );
  return new Map(keys.map((key) => [key.prompt, key]));
}

/** ts-fsrs's own schedule for a new card's first review (the app's settings: retention 0.9, no fuzz). */
function fsrsDue(reviewedAt: Date, rating: Grade): Date {
  return fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false })).next(createEmptyCard(reviewedAt), reviewedAt, rating)
    .card.due;
}

type Plan = "right" | "partly" | "wrong-option" | "dont-know";
const ANSWERS = 10;

/**
 * What the learner does with the index-th question: the first short answer after the first question
 * makes only its first key point, the first such choice picks a wrong option, the eighth is "I don't
 * know"; the rest are right — module 1's two chapters (the first ten questions) still get the 2
 * right answers each that earn it.
 */
function planFor(index: number, { kind, keyPoints }: AnswerKey, done: Set<Plan>): Plan {
  const plan: Plan =
    index >= 1 && kind === "short" && keyPoints.length > 1 && !done.has("partly")
      ? "partly"
      : index >= 1 && kind === "choice" && !done.has("wrong-option")
        ? "wrong-option"
        : index === 7
          ? "dont-know"
          : "right";
  done.add(plan);
  return plan;
}

async function answerOne(page: Page, key: AnswerKey, plan: Plan, phone: boolean): Promise<AttemptReply> {
  const options = page.getByTestId("question").getByRole("radio");
  const replied = page.waitForResponse((response: Response) => /\/api\/practice\/items\/[^/]+\/attempts$/.test(response.url()));
  if (plan === "dont-know") {
    if (phone) await page.getByTestId("dont-know").click();
    else {
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      await page.keyboard.press("Space");
    }
    return (await (await replied).json()) as AttemptReply;
  }
  if (key.kind === "choice") {
    const texts = (key.options ?? []).map((option) => option.text);
    const right = texts.indexOf(key.answer);
    const index = plan === "right" ? right : texts.findIndex((_, at) => at !== right && key.options![at]!.misconception);
    if (phone) await options.nth(index).click();
    else {
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      await page.keyboard.press(String.fromCharCode("a".charCodeAt(0) + index));
    }
  } else {
    const words =
      key.kind === "cloze" ? (plan === "right" ? key.answer : "zeppelin") : plan === "right" ? key.keyPoints.join(" ") : key.keyPoints[0]!;
    await page.getByTestId("answer-input").fill(words);
    if (!phone) await page.getByTestId("answer-input").press("Tab");
  }
  const sure = plan === "right" ? 4 : 2;
  if (phone)
    await page
      .getByTestId("confidence")
      .getByRole("button")
      .nth(sure - 1)
      .click();
  else await page.keyboard.press(String(sure));
  if (phone) await page.getByTestId("check-answer").click();
  else await page.keyboard.press("Enter");
  return (await (await replied).json()) as AttemptReply;
}

/** The page never scrolls sideways (a list that scrolls inside itself may); when it does, the message names what is wider. */
async function fitsTheScreen(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  const wider = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`),
  );
  expect(scrollWidth, wider.join("\n")).toBeLessThanOrEqual(clientWidth!);
}

const CASES: { language: Locale; phone: boolean }[] = [
  { language: "en", phone: false },
  { language: "zh", phone: true },
  { language: "zh", phone: false },
  { language: "en", phone: true },
];

for (const { language, phone } of CASES) {
  const device = phone ? "phone" : "desktop";
  test(`${language} on a ${device}: create, confirm, ten answers with feedback and ts-fsrs dates, a milestone earned, the tutor quizzes from stored questions`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const text = TEXT[language];
    const shot = async (name: string) => {
      // From the top: a phone's sticky header would otherwise be drawn across the middle of a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/practice-${language}-${device}-${name}.png`, fullPage: true });
    };
    await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });

    // A course from the interview, confirmed; the offline model writes it.
    await page.goto(`/create?goal=${encodeURIComponent(text.goal)}`);
    await clickThroughInterview(page);
    await page.getByTestId("review-outline").click();
    await page.getByTestId("confirm-course").click();
    await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: WRITTEN });
    const courseId = /\/courses\/([^/?#]+)/.exec(page.url())![1]!;
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

    // Ten answers in the course's practice.
    const keys = await answerKeys(page, courseId);
    await page.goto(`/courses/${courseId}/practice`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.practice);
    const seen = { missing: 0, misconception: 0 };
    const done = new Set<Plan>();
    for (let index = 0; index < ANSWERS; index += 1) {
      await expect(page.getByTestId("session-progress")).toHaveText(text.progress);
      expect(/(\d+)/.exec((await page.getByTestId("session-progress").textContent()) ?? "")?.[1]).toBe(String(index + 1));
      const key = keys.get((await page.getByTestId("question-prompt").textContent()) ?? "");
      expect(key, "the question on screen is a stored one").toBeDefined();
      const plan = planFor(index, key!, done);
      const shortPartly = plan === "partly";
      const reply = await answerOne(page, key!, plan, phone);
      const feedback = page.getByTestId("feedback");
      await expect(feedback).toHaveAttribute("data-correct", String(plan === "right"));
      expect(reply.correct).toBe(plan === "right");
      // What was missing: the key points not made, each named; the option's misconception.
      if (shortPartly) {
        await expect(feedback).toContainText(text.partly);
        await expect(page.getByTestId("missing-points").getByRole("listitem")).toHaveText(key!.keyPoints.slice(1));
        seen.missing += 1;
      }
      if (plan === "wrong-option") {
        await expect(feedback).toContainText(text.wrongOption);
        seen.misconception += 1;
      }
      // The next review: ts-fsrs's schedule for this rating (wrong → Again, right and certain → Easy).
      expect(reply.rating).toBe(plan === "right" ? 4 : 1);
      const due = fsrsDue(new Date(reply.card.lastReview!), reply.rating as Grade);
      expect(new Date(reply.nextDue).toISOString()).toBe(due.toISOString());
      await expect(page.getByTestId("next-due")).toHaveText(text.nextDue);
      if (plan === "partly" || plan === "wrong-option") await shot(`feedback-${plan}`);
      if (phone) await feedback.getByRole("button").last().click();
      else await page.keyboard.press("Enter");
    }
    expect(Math.min(seen.missing, seen.misconception), "feedback named missing key points and a misconception").toBeGreaterThan(0);
    await fitsTheScreen(page);

    // Module 1 is earned on the course page; the workspace now ticks its milestone, and only that one.
    await page.goto(`/courses/${courseId}`);
    await expect(module1).toHaveAttribute("data-status", "earned");
    await page.getByTestId("practice-progress").screenshot({ path: `${SHOTS}/practice-${language}-${device}-progress.png` });
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

    // The review queue across courses, by keyboard on a desktop: 1–4 how sure, A–D or typing, Enter to
    // check and go on, Space for "I don't know" and then for the next question.
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
