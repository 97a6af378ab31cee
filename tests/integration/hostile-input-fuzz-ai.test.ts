/**
 * The other bodies that reach the server, fuzzed: the interview and chat
 * routes (whole hostile JSON, and well-formed turns full of hostile text) must
 * never answer 5xx; a chapter the writer saves is stored exactly as the
 * saveChapter schema accepted it, on PGlite (and PostgreSQL when configured).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as chatRoute } from "@/app/api/chat/route";
import { POST as interviewRoute } from "@/app/api/interview/route";
import { saveChapterInputSchema } from "@/features/courses/lib/chapter-schemas";
import { claimChapters, completeChapter } from "@/features/courses/data/generation-queue";
import { deleteCourses, insertCourse } from "@/tests/support/courses/generation-test-kit";
import { chapters } from "@/lib/db/schema";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { cookieFor, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { anyJson, anyText, fieldText, hostileLongText, hostileText } from "@/tests/support/http/hostile-arbitraries";

const turn = fc.record({
  id: hostileText,
  messageId: hostileText,
  text: fieldText(4000),
  locale: fc.constantFrom("en", "zh", undefined),
});

describe.each(testDatabaseTargets())("hostile AI-route bodies and chapter text on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });

  const routes = [
    ["interview", interviewRoute, "http://127.0.0.1/api/interview"],
    ["chat", chatRoute, "http://127.0.0.1/api/chat"],
  ] as const;

  it.each(routes)("/api/%s: any JSON at all → a 4xx, never a 5xx", async (_name, route, url) => {
    const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
    await fc.assert(
      fc.asyncProperty(anyJson, async (body) => {
        const response = await route(request(url, { method: "POST", cookie, body: JSON.stringify(body) }));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each(routes)("/api/%s: a well-formed turn full of hostile text → never a 5xx, and the stream ends", async (_name, route, url) => {
    const cookie = await cookieFor(`g_${randomBytes(12).toString("base64url")}`);
    await fc.assert(
      fc.asyncProperty(turn, async ({ id, messageId, text, locale }) => {
        const body = { id, locale, messages: [{ id: messageId, role: "user", parts: [{ type: "text", text }] }] };
        const response = await route(request(url, { method: "POST", cookie, body: JSON.stringify(body) }));
        expect(response.status).toBeLessThan(500);
        // The whole stream is read: an error inside it would surface as a rejected read.
        await response.text();
      }),
      // Always tried: a NUL in the session id (PostgreSQL's text refuses it; the guided ladder keys on it).
      { numRuns: 6, examples: [[{ id: "\u0000", messageId: "\u0000", text: "a", locale: "en" }]] },
    );
  });

  it("a chapter the writer saves is stored exactly as accepted", async () => {
    const fixture = await insertCourse(database().db, { modules: 1, perModule: 1 });
    const [chapterId] = fixture.chapterIds;
    const markdown = fc
      .tuple(anyText, hostileLongText, fc.option(anyText, { nil: "" }))
      .map(([title, body, tail]) => `# ${title}\n\n${body}\r\n${tail}`);
    try {
      await fc.assert(
        fc.asyncProperty(markdown, async (input) => {
          const accepted = saveChapterInputSchema.safeParse({ markdown: input });
          if (!accepted.success) return;
          await database().db.update(chapters).set({ status: "queued", claimedBy: null, attempts: 0 }).where(eq(chapters.id, chapterId!));
          const [claim] = await claimChapters(database().db, { workerId: "fuzz", limit: 1, staleMs: 60_000 });
          expect(claim?.id).toBe(chapterId);
          expect(await completeChapter(database().db, { chapterId: chapterId!, workerId: "fuzz", content: accepted.data.markdown })).toBe(
            true,
          );
          const [row] = await database().db.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapterId!));
          expect(row?.content).toBe(accepted.data.markdown);
        }),
        { numRuns: 20 },
      );
    } finally {
      await deleteCourses(database().db, [fixture.courseId]);
    }
  });
});
