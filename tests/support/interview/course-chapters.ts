import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as confirmRoute } from "@/app/api/courses/[id]/confirm/route";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { BASE, params, request } from "@/tests/support/courses/course-route-kit";
import { startTestWorker } from "@/tests/support/courses/generation-test-kit";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import { routeCourse } from "@/tests/support/interview/route-course";

/**
 * A course from the learner's goal alone through the real routes: the interview run to its outline
 * with `answer` choosing each card, the saved course read back (the test file sets up the course
 * route environment).
 */
export function goalCourse(options: { goal: string; locale: Locale; answer: AnswerStrategy }) {
  return routeCourse(options);
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
