import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as confirmRoute } from "@/app/api/courses/[id]/confirm/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { POST as interviewRoute } from "@/app/api/interview/route";
import { courseResponseSchema } from "@/features/courses/contract";
import { designedOutlineSchema } from "@/features/interview/lib/interview-schemas";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { BASE, cookieFor, params, request } from "@/tests/support/courses/course-route-kit";
import { startTestWorker } from "@/tests/support/courses/generation-test-kit";
import { runInterview, type AnswerStrategy, type InterviewRun } from "@/tests/support/interview/interview-driver";

/**
 * A course from the learner's goal alone through the real routes: the interview run to its outline
 * with `answer` choosing each card, the saved course read back (the test file sets up the course
 * route environment).
 */
export async function goalCourse(options: { goal: string; locale: Locale; answer: AnswerStrategy }) {
  const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
  const run = await runInterview({
    send: (body) => interviewRoute(request("http://127.0.0.1/api/interview", { method: "POST", cookie, body })),
    interviewId: randomBytes(8).toString("hex"),
    goal: options.goal,
    locale: options.locale,
    answer: options.answer,
  });
  return { run, ...(await designedCourse(run, cookie)), cookie };
}

/** The course the interview's run saved (it ended without errors, with an outline), read back through its route. */
export async function designedCourse(run: InterviewRun, cookie: string) {
  expect(run.errors).toEqual([]);
  const outline = designedOutlineSchema.parse(run.outline);
  const course = courseResponseSchema.parse(
    await (await getCourse(request(BASE, { cookie }), params({ id: outline.courseId! }))).json(),
  ).course;
  return { outline, course };
}

/**
 * Confirms a saved course through its route and lets the background writer (the offline model, as with
 * no key) write every chapter; the chapters' text, in course order.
 */
export async function writtenChapters(db: Database, cookie: string, courseId: string, timeoutMs = 30_000): Promise<string[]> {
  const confirmed = await confirmRoute(request(`${BASE}/${courseId}/confirm`, { method: "POST", cookie }), params({ id: courseId }));
  expect(confirmed.status).toBe(202);
  const worker = startTestWorker(db, { model: createOfflineModel({ chunkDelayMs: 0 }), concurrency: 1, maxAttempts: 1 });
  try {
    const started = Date.now();
    for (;;) {
      const rows = await db.select().from(chapters).where(eq(chapters.courseId, courseId));
      if (rows.length > 0 && rows.every((row) => row.status === "done" || row.status === "failed")) {
        expect(rows.map((row) => row.status)).not.toContain("failed");
        return rows.sort((a, b) => a.moduleIndex - b.moduleIndex || a.position - b.position).map((row) => row.content ?? "");
      }
      if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the chapters");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await worker.stop();
  }
}
