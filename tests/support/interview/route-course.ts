import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { POST as interviewRoute } from "@/app/api/interview/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { courseResponseSchema } from "@/features/courses/contract";
import { designedOutlineSchema } from "@/features/interview/lib/interview-schemas";
import type { Locale } from "@/lib/i18n/locales";
import { BASE, cookieFor, params, request } from "@/tests/support/courses/course-route-kit";
import { runInterview, type AnswerStrategy } from "@/tests/support/interview/interview-driver";

/**
 * A course made through the real routes: the interview run to its outline with `answer` choosing each
 * card (with the documents `materialIds` attached, if any), the saved course read back. The test file
 * sets up the course route environment (course-route-kit.ts).
 */
export async function routeCourse(options: {
  goal: string;
  locale: Locale;
  answer: AnswerStrategy;
  cookie?: string;
  interviewId?: string;
  materialIds?: string[];
}) {
  const cookie = options.cookie ?? (await cookieFor(`g_${randomBytes(12).toString("base64url")}`));
  const run = await runInterview({
    send: (body) => interviewRoute(request("http://127.0.0.1/api/interview", { method: "POST", cookie, body })),
    interviewId: options.interviewId ?? randomBytes(8).toString("hex"),
    goal: options.goal,
    locale: options.locale,
    answer: options.answer,
    ...(options.materialIds ? { materialIds: options.materialIds } : {}),
  });
  expect(run.errors).toEqual([]);
  const outline = designedOutlineSchema.parse(run.outline);
  const course = courseResponseSchema.parse(
    await (await getCourse(request(BASE, { cookie }), params({ id: outline.courseId! }))).json(),
  ).course;
  return { run, outline, course, cookie, placement: run.questions.filter((question) => question.targetField === "placement") };
}
