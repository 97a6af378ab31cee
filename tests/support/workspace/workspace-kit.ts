/**
 * Test support for the workspace (not a test file): a confirmed course with its
 * learning files, for a given browser, through the app's own confirm path.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { confirmCourseWithWorkspace } from "@/app/_compose/workspace-composition";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import type { Database } from "@/lib/db/client";
import { chapters } from "@/lib/db/schema";
import { draftFixture } from "@/tests/support/courses/course-test-kit";
import { cookieFor } from "@/tests/support/courses/course-route-kit";
import type { Locale } from "@/lib/i18n/locales";

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
