/**
 * Test support for practice (not a test file): a browser's confirmed course whose chapters the
 * offline chapter writer has written (its real text, so the offline question maker reads what a
 * learner would), the same with its learning files (a workspace to be quizzed in), and calls of the
 * practice routes as that browser.
 */
import { eq } from "drizzle-orm";
import { confirmCourse } from "@/features/courses/data/confirm-course";
import { loadChapterRequest } from "@/features/courses/data/chapter-request";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { composeChapter } from "@/features/courses/offline/build-chapter";
import type { AttemptRequest } from "@/features/practice/contract";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { draftFixture, outlineFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { cookieFor, params, request } from "@/tests/support/courses/course-route-kit";
import * as attemptsRoute from "@/app/api/practice/items/[itemId]/attempts/route";
import * as itemRoute from "@/app/api/practice/items/[itemId]/route";
import * as masteryRoute from "@/app/api/courses/[id]/mastery/route";
import * as practiceRoute from "@/app/api/courses/[id]/practice/route";
import * as dueRoute from "@/app/api/review/due/route";
import * as summaryRoute from "@/app/api/practice/summary/route";
import * as attemptListRoute from "@/app/api/practice/attempts/route";
import * as courseSummaryRoute from "@/app/api/courses/[id]/practice/summary/route";
import * as courseAttemptsRoute from "@/app/api/courses/[id]/practice/attempts/route";
import * as claimRoute from "@/app/api/courses/[id]/practice/claims/[chapterId]/route";
import * as courseItemsRoute from "@/app/api/courses/[id]/practice/items/route";

const chapter = (title: string) => ({ title, objective: `After this chapter you can use ${title}.`, minutes: 20 });

/** Optimisation (Gradient descent, Learning rates) and Models (Linear regression), or the same in Chinese. */
function machineLearningOutline(language: Locale) {
  const zh = language === "zh";
  return outlineFixture({
    title: zh ? "机器学习入门" : "Machine learning basics",
    modules: [
      {
        title: zh ? "优化" : "Optimisation",
        chapters: [chapter(zh ? "梯度下降" : "Gradient descent"), chapter(zh ? "学习率" : "Learning rates")],
      },
      { title: zh ? "模型" : "Models", chapters: [chapter(zh ? "线性回归" : "Linear regression")] },
    ],
  });
}

/** A confirmed course with every chapter written by the offline chapter writer. */
export async function writtenCourse(db: Database, ownerId: string, language: Locale = "en"): Promise<string> {
  const goal = language === "zh" ? "机器学习" : "Machine learning";
  const draft = await saveDraftFromInterview(db, ownerId, draftFixture({ language, goal, outline: machineLearningOutline(language) }));
  await confirmCourse(db, ownerId, draft.id);
  for (const row of await db.select().from(chapters).where(eq(chapters.courseId, draft.id))) {
    await writeChapter(db, row.id);
  }
  return draft.id;
}

/** A new browser's written course with its learning files: the workspace its tutor quizzes in. */
export async function writtenWorkspace(
  db: Database,
  language: Locale = "en",
): Promise<{ ownerId: string; cookie: string; courseId: string }> {
  const ownerId = ownerFixture();
  const cookie = await cookieFor(ownerId);
  const courseId = await writtenCourse(db, ownerId, language);
  await seedLearningFiles(db, ownerId, courseId);
  return { ownerId, cookie, courseId };
}

/** What a tutor's quiz says when it takes a message as the answer: a grade, a confidence question, a hint. */
export const QUIZ_READ_AN_ANSWER = /Not quite|^Right\.|how sure are you|Hint \d|还不对|^对了|有多大把握|提示 \d/;

/** Writes (or rewrites, with a reason) one chapter as the offline writer would. */
export async function writeChapter(db: Database, chapterId: string, rewriteReason: string | null = null): Promise<string> {
  const block = await loadChapterRequest(db, chapterId);
  if (!block) throw new Error(`no chapter ${chapterId}`);
  const content = composeChapter({ ...block, rewriteReason });
  await db.update(chapters).set({ content, status: "done" }).where(eq(chapters.id, chapterId));
  return content;
}

export function practiceCalls(ownerId: string) {
  const cookie = () => cookieFor(ownerId);
  const base = "http://127.0.0.1/api";
  return {
    practice: async (courseId: string) =>
      practiceRoute.GET(request(`${base}/courses/${courseId}/practice`, { cookie: await cookie() }), params({ id: courseId })),
    mastery: async (courseId: string) =>
      masteryRoute.GET(request(`${base}/courses/${courseId}/mastery`, { cookie: await cookie() }), params({ id: courseId })),
    due: async (query = "") => dueRoute.GET(request(`${base}/review/due${query}`, { cookie: await cookie() })),
    summary: async (query = "") => summaryRoute.GET(request(`${base}/practice/summary${query}`, { cookie: await cookie() })),
    attempts: async (query = "") => attemptListRoute.GET(request(`${base}/practice/attempts${query}`, { cookie: await cookie() })),
    makeQuestion: async (courseId: string, body: unknown) =>
      courseItemsRoute.POST(
        request(`${base}/courses/${courseId}/practice/items`, {
          method: "POST",
          cookie: await cookie(),
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
        params({ id: courseId }),
      ),
    question: async (itemId: string) =>
      itemRoute.GET(request(`${base}/practice/items/${itemId}`, { cookie: await cookie() }), params({ itemId })),
    edit: async (itemId: string, body: unknown) =>
      itemRoute.PATCH(
        request(`${base}/practice/items/${itemId}`, {
          method: "PATCH",
          cookie: await cookie(),
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
        params({ itemId }),
      ),
    claim: async (courseId: string, chapterId: string, claimed: boolean | string = true) =>
      claimRoute.PUT(
        request(`${base}/courses/${courseId}/practice/claims/${chapterId}`, {
          method: "PUT",
          cookie: await cookie(),
          body: typeof claimed === "string" ? claimed : JSON.stringify({ claimed }),
        }),
        params({ id: courseId, chapterId }),
      ),
    courseSummary: async (courseId: string, query = "") =>
      courseSummaryRoute.GET(
        request(`${base}/courses/${courseId}/practice/summary${query}`, { cookie: await cookie() }),
        params({ id: courseId }),
      ),
    courseAttempts: async (courseId: string, query = "") =>
      courseAttemptsRoute.GET(
        request(`${base}/courses/${courseId}/practice/attempts${query}`, { cookie: await cookie() }),
        params({ id: courseId }),
      ),
    remove: async (itemId: string) =>
      itemRoute.DELETE(request(`${base}/practice/items/${itemId}`, { method: "DELETE", cookie: await cookie() }), params({ itemId })),
    /** `extraCookie`: another cookie sent beside the session's (the UI language's, "nn-locale=zh"). */
    attempt: async (itemId: string, body: AttemptRequest | string, extraCookie?: string) =>
      attemptsRoute.POST(
        request(`${base}/practice/items/${itemId}/attempts`, {
          method: "POST",
          cookie: extraCookie ? `${await cookie()}; ${extraCookie}` : await cookie(),
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
        params({ itemId }),
      ),
  };
}
