/**
 * Test support for the workspace (not a test file): a confirmed course with its
 * learning files, for a given browser, through the app's own confirm path, and
 * the workspace's routes called as that browser.
 */
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { PUT as fileRoute } from "@/app/api/courses/[id]/file/route";
import { POST as tutorRoute } from "@/app/api/courses/[id]/workspace/chat/route";
import { confirmCourseWithWorkspace } from "@/app/_compose/workspace-composition";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import { draftFixture } from "@/tests/support/courses/course-test-kit";
import { cookieFor, params, request } from "@/tests/support/courses/course-route-kit";
import { chunkText, readUiChunks } from "@/tests/support/ai/read-ui-chunks";
import type { Locale } from "@/lib/i18n/locales";
import type { TutorMode } from "@/lib/ai/tutor-mode";

export async function workspaceBrowser(): Promise<{ ownerId: string; cookie: string }> {
  const ownerId = `g_${randomBytes(12).toString("base64url")}`;
  return { ownerId, cookie: await cookieFor(ownerId) };
}

/** A confirmed course; with `written`, every chapter has content as if the writer had finished. */
export async function confirmedCourse(
  db: Database,
  ownerId: string,
  options: { language?: Locale; written?: boolean } = {},
): Promise<string> {
  const draft = await saveDraftFromInterview(db, ownerId, draftFixture({ language: options.language ?? "en" }));
  await confirmCourseWithWorkspace(db, ownerId, draft.id);
  if (options.written) {
    const rows = await db.select().from(chapters).where(eq(chapters.courseId, draft.id));
    for (const row of rows) {
      const content = `# ${row.title}\n\n${row.objective}\n\n- point one\n- point two\n- point three\n`;
      await db.update(chapters).set({ content, status: "done" }).where(eq(chapters.id, row.id));
    }
  }
  return draft.id;
}

export const fileUrl = (courseId: string, query: Record<string, string | number> = {}) => {
  const url = new URL(`http://127.0.0.1/api/courses/${courseId}/file`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
};

/**
 * Sets the text of the course's first chapter (module 1, chapter 1): a chapter the test writes itself,
 * given whole or from the chapter's title.
 */
export async function setFirstChapter(db: Database, courseId: string, content: string | ((title: string) => string)): Promise<void> {
  const [first] = await db
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.moduleIndex), asc(chapters.position));
  if (!first) throw new Error(`course ${courseId} has no chapter`);
  await db
    .update(chapters)
    .set({ content: typeof content === "string" ? content : content(first.title) })
    .where(eq(chapters.id, first.id));
}

/** Saves a learner's file through the file route (PUT), as `cookie`'s browser. */
export const putFile = (courseId: string, cookie: string, file: { path: string; content: string }) =>
  fileRoute(request(fileUrl(courseId), { method: "PUT", cookie, body: JSON.stringify(file) }), params({ id: courseId }));

/** What the workspace tutor's route is sent: the body as the browser sends it (some tests leave fields out). */
export interface TutorMessage {
  text: string;
  references?: { path: string; start: number; end: number }[];
  mode?: TutorMode;
}

/**
 * The workspace tutor through its real route, as `cookie`'s browser: `send` gives the route's response,
 * `chunks` the reply's stream, `say` the reply's text.
 */
export function workspaceTutor(courseId: string, cookie: string) {
  const send = (message: TutorMessage) =>
    tutorRoute(
      request(`http://127.0.0.1/api/courses/${courseId}/workspace/chat`, { method: "POST", cookie, body: JSON.stringify(message) }),
      params({ id: courseId }),
    );
  const chunks = async (message: TutorMessage) => readUiChunks(await send(message));
  const say = async (message: TutorMessage) => chunkText(await chunks(message));
  return { send, chunks, say };
}
