/**
 * A problem the tutor poses (guided mode) while the chapter it cites is being rewritten: it is
 * checked against the text under the course's lock, as a chapter's save takes it. A rewrite saved
 * before the question is stored is the text it is checked against (the old lines no longer stand);
 * one saved after stales it with the rest of the old text's questions. Never an active question
 * of a text the chapter no longer has. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinChapterSave } from "@/app/_compose/practice-composition";
import { saveWrittenChapter } from "@/features/courses/data/chapter-save";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { storePosedQuestion } from "@/features/practice/data/posed-questions";
import { chapterHash } from "@/features/practice/data/practice-writes";
import type { PracticeItemDraft } from "@/features/practice/lib/practice-item-schemas";
import { chapterFilePath } from "@/lib/course-scope/chapter-file-path";
import type { Database } from "@/lib/db/client";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import { draftFixture, setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";

const OLD = ["# Pods", "", "A pod is the smallest unit Kubernetes schedules.", ""].join("\n");
const NEW = ["# Pods", "", "Deployments keep a number of replicas running.", ""].join("\n");

const posed: PracticeItemDraft = {
  kind: "cloze",
  prompt: "Fill in the blank: a ____ is the smallest unit Kubernetes schedules.",
  options: null,
  answer: "pod",
  accepted: [],
  keyPoints: [],
  lineStart: 3,
  lineEnd: 3,
};

describe.each(testDatabaseTargets())("a question posed during a chapter's rewrite, on $name", (target) => {
  const db = setUpTestDatabase(target);

  /** A written chapter (OLD, its questions saved with it), back in the queue and claimed for a rewrite. */
  async function rewriting() {
    const { courseId, chapterIds } = await insertCourse(db(), { modules: 1, perModule: 1 });
    const chapterId = chapterIds[0]!;
    // An outline and profile as a real course stores them (the generation kit's are minimal).
    const { outline, profile } = draftFixture();
    await db().update(courses).set({ outline, profile }).where(eq(courses.id, courseId));
    const save = (content: string) => saveWrittenChapter(db(), { chapterId, workerId: "w", content, within: withinChapterSave });
    expect((await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 }))[0]?.id).toBe(chapterId);
    expect(await save(OLD)).toMatchObject({ saved: true });
    await db()
      .update(chapters)
      .set({ status: "queued", notBefore: new Date(0) })
      .where(eq(chapters.id, chapterId));
    expect((await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 }))[0]?.id).toBe(chapterId);
    const [row] = await db().select().from(chapters).where(eq(chapters.id, chapterId));
    const [course] = await db().select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId));
    const path = chapterFilePath(row!.moduleIndex, row!.position, row!.title);
    return { courseId, chapterId, ownerId: course!.ownerId, path, rewrite: () => save(NEW) };
  }

  /** What a learner would be asked: every active question of the chapter is of its current text. */
  async function expectOnlyCurrentTextActive(chapterId: string) {
    const [row] = await db().select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapterId));
    expect(row!.content).toBe(NEW);
    const active = await db()
      .select()
      .from(practiceItems)
      .where(and(eq(practiceItems.chapterId, chapterId), eq(practiceItems.status, "active")));
    for (const item of active) expect(item.chapterHash, item.prompt).toBe(chapterHash(NEW));
  }

  it("a rewrite that commits after the tutor read the chapter: the question is checked against the new text and refused", async () => {
    const { courseId, chapterId, ownerId, path, rewrite } = await rewriting();
    // The rewrite commits just as the question's store opens its transaction (before, the chapter was read outside it).
    let rewritten = false;
    const racing = new Proxy(db(), {
      get(database, key, receiver) {
        if (key !== "transaction") return Reflect.get(database, key, receiver) as unknown;
        return async (...args: Parameters<Database["transaction"]>) => {
          if (!rewritten) {
            rewritten = true;
            expect(await rewrite()).toMatchObject({ saved: true });
          }
          return database.transaction(...args);
        };
      },
    });
    const stored = await storePosedQuestion(racing, { ownerId, courseId, chapter: path, draft: posed });
    expect(rewritten).toBe(true);
    expect(stored).toEqual({ ok: false, reason: expect.stringContaining("pod") as string });
    await expectOnlyCurrentTextActive(chapterId);
  });

  it("posed and rewritten at the same time: whichever wins the lock, no active question of the old text", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { courseId, chapterId, ownerId, path, rewrite } = await rewriting();
      const [stored, saved] = await Promise.all([storePosedQuestion(db(), { ownerId, courseId, chapter: path, draft: posed }), rewrite()]);
      expect(saved).toMatchObject({ saved: true });
      await expectOnlyCurrentTextActive(chapterId);
      // Stored first (of the old text): it is still there, stale, with its citation.
      if (stored.ok) {
        const [item] = await db().select().from(practiceItems).where(eq(practiceItems.id, stored.itemId));
        expect(item).toMatchObject({ status: "stale", chapterHash: chapterHash(OLD) });
      }
    }
  });
});
