import { expect, type BrowserContext, type Page, type Response } from "@playwright/test";
import { createEmptyCard, fsrs, generatorParameters, type Grade } from "ts-fsrs";
import type { Locale } from "@/lib/i18n/locales";
import { clickThroughInterview } from "../../e2e/interview-helpers";
import { TEXT, type WalkText } from "./practice-walk-text";

/**
 * The steps the practice walks share (tests/e2e/practice-walk*.spec.ts): a new learner with no key
 * (offline model) creates a course by the interview, confirms it and answers ten questions, seeing
 * feedback and ts-fsrs's own schedule for each answer.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/practice-walk";
const WRITTEN = 90_000;
const ANSWERS = 10;

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

export interface Walk {
  page: Page;
  phone: boolean;
  text: WalkText;
  /** Where a screenshot named `name` is saved, by the walk's language and device. */
  shotPath: (name: string) => string;
  /** A full-page screenshot saved at shotPath(name). */
  shot: (name: string) => Promise<void>;
}

/** The learner's browser: the language's cookie and a phone's or a desktop's screen. */
export async function startWalk(page: Page, context: BrowserContext, baseURL: string | undefined, language: Locale, phone: boolean) {
  const shotPath = (name: string) => `${SHOTS}/practice-${language}-${phone ? "phone" : "desktop"}-${name}.png`;
  const shot = async (name: string) => {
    // From the top: a phone's sticky header would otherwise be drawn across the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shotPath(name), fullPage: true });
  };
  await context.addCookies([{ name: "nn-locale", value: language, url: baseURL ?? "http://127.0.0.1:3100" }]);
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
  return { page, phone, text: TEXT[language], shotPath, shot } satisfies Walk;
}

/** A course from the interview, confirmed; the offline model writes it. Its id. */
export async function courseByInterview({ page, text }: Walk): Promise<string> {
  await page.goto(`/create?goal=${encodeURIComponent(text.goal)}`);
  await clickThroughInterview(page);
  await page.getByTestId("review-outline").click();
  await page.getByTestId("confirm-course").click();
  await expect(page.getByTestId("course-view")).toHaveAttribute("data-course-status", "ready", { timeout: WRITTEN });
  return /\/courses\/([^/?#]+)/.exec(page.url())![1]!;
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
export async function fitsTheScreen(page: Page) {
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

/**
 * Ten answers in the course's practice (some wrong, one "I don't know"): feedback naming what was
 * missing or what the wrong option reveals, and a next review that is ts-fsrs's schedule for the
 * answer. The course's answer keys, by prompt.
 */
export async function answerTenQuestions({ page, phone, text, shot }: Walk, courseId: string) {
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
  return keys;
}
