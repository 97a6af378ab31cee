import { randomBytes } from "node:crypto";
import { POST as uploadRoute } from "@/app/api/interview/material/route";
import { sourcesCreatedResponseSchema } from "@/features/sources/contract";
import type { Locale } from "@/lib/i18n/locales";
import { BASE, cookieFor } from "@/tests/support/courses/course-route-kit";
import type { AnswerStrategy } from "@/tests/support/interview/interview-driver";
import { routeCourse } from "@/tests/support/interview/route-course";

/**
 * A course from an attached document through the real routes: the document uploaded on /create, the
 * interview run to its outline with `answer` choosing each card, the saved course read back. The test
 * file mocks the material keeper (fake-material-keeper.ts) and sets up the course route environment.
 */
export async function documentCourse(options: {
  goal: string;
  text: string;
  fileName: string;
  locale: Locale;
  answer: AnswerStrategy;
  type?: string;
}) {
  const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
  const interviewId = randomBytes(8).toString("hex");
  const form = new FormData();
  form.set("interviewId", interviewId);
  form.append("file", new File([options.text], options.fileName, { type: options.type ?? "text/markdown" }));
  const created = sourcesCreatedResponseSchema.parse(
    await (await uploadRoute(new Request(`${BASE}/api/interview/material`, { method: "POST", headers: { cookie }, body: form }))).json(),
  );
  const id = created.results[0]?.ok ? created.results[0].source.id : "";
  return routeCourse({ goal: options.goal, locale: options.locale, answer: options.answer, cookie, interviewId, materialIds: [id] });
}
