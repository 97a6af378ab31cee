/**
 * Walk finding: in a Chinese workspace, an answer the practice service could not record (its question
 * deleted since it was asked) was refused in English. Through the workspace chat route, keyless, in
 * "just explain" (the tutor records answers): the refusal the tutor says follows the request's UI
 * locale, whatever the course's language, and nothing is recorded.
 */
import type { UIMessageChunk } from "ai";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as chatRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import { cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { practiceCalls, writtenCourse } from "@/tests/support/practice/practice-kit";

const handle = setUpCourseRouteEnvironment();
const db = () => handle().db;
beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
afterAll(() => vi.unstubAllEnvs());

const QUIZ: Record<Locale, string> = { en: "quiz me", zh: "考考我" };
const DELETED: Record<Locale, string> = {
  en: "This question was deleted, so it takes no more answers.",
  zh: "这道题已被删除，不再接受作答。",
};
const other = (locale: Locale) => LOCALES.find((entry) => entry !== locale)!;

describe.each(LOCALES.flatMap((ui) => LOCALES.map((course) => [ui, course] as const)))(
  "a refused quiz answer in a %s workspace (course in %s)",
  (ui, course) => {
    it("is said in the workspace's language, and nothing is recorded", async () => {
      const ownerId = ownerFixture();
      const cookie = `${await cookieFor(ownerId)}; ${LOCALE_COOKIE}=${ui}`;
      const courseId = await writtenCourse(db(), ownerId, course);
      await seedLearningFiles(db(), ownerId, courseId);
      const chat = async (text: string) => {
        const response = await chatRoute(
          request(`http://127.0.0.1/api/courses/${courseId}/workspace/chat`, {
            method: "POST",
            cookie,
            body: JSON.stringify({ text, references: [], mode: "explain" }),
          }),
          params({ id: courseId }),
        );
        expect(response.status).toBe(200);
        const chunks: UIMessageChunk[] = await readUiChunks(response);
        return chunks.map((chunk) => (chunk.type === "text-delta" ? chunk.delta : "")).join("");
      };
      const asked = await chat(QUIZ[course]);
      const items = await db().select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
      const item = items.find((row) => asked.includes(row.prompt));
      expect(item).toBeDefined();
      // Deleted on the practice page ("this question is wrong") while the tutor waited for the answer.
      expect((await practiceCalls(ownerId).remove(item!.id)).status).toBe(204);
      const reply = await chat(`${item!.answer}, 3`);
      expect(reply).toContain(DELETED[ui]);
      expect(reply).not.toContain(DELETED[other(ui)]);
      expect(await db().select().from(practiceAttempts).where(eq(practiceAttempts.itemId, item!.id))).toEqual([]);
    });
  },
);
