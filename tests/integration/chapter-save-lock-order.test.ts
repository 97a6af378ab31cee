/**
 * A rewrite's save (features/courses/data/chapter-save.ts, the transaction's way) takes the course
 * before the chapter's row, as every course-scoped writer does: a writer holding the course's write
 * lock (lib/course-scope/course-write-lock.ts: the first-text save, the question top-up) that then
 * updates the same chapter's row must not deadlock with it (PostgreSQL's 40P01, which lost one of
 * the two saves). PGlite, and PostgreSQL when TEST_DATABASE_URL is set (where the order matters).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveWrittenChapter, type ChapterSaveHook } from "@/features/courses/data/chapter-save";
import { claimChapters } from "@/features/courses/data/generation-queue";
import { withCourseWriteLock } from "@/lib/course-scope/course-write-lock";
import { chapters } from "@/lib/db/schema";
import { setUpTestDatabase } from "@/tests/support/courses/course-test-kit";
import { insertCourse } from "@/tests/support/courses/generation-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseTargets())("a rewrite's save beside a holder of the course's write lock, on $name", (target) => {
  const db = setUpTestDatabase(target);

  it("both finish: the holder's update of the chapter row, then the rewrite saved with its hook", async () => {
    const { courseId } = await insertCourse(db(), { language: "en", modules: 1, perModule: 1 });
    const [chapter] = await claimChapters(db(), { workerId: "w", limit: 1, staleMs: 60_000 });
    if (!chapter || chapter.courseId !== courseId) throw new Error("fixture missing");
    // A text already there: the worker saves this one as a rewrite, in the transaction with its hook.
    await db().update(chapters).set({ content: "# Old text" }).where(eq(chapters.id, chapter.id));
    const hooked: boolean[] = [];
    const hook: ChapterSaveHook = async (_tx, saved) => {
      hooked.push(saved.rewritten);
    };

    let saving: Promise<unknown> | null = null;
    const holder = withCourseWriteLock(db(), courseId, async (locked) => {
      // The rewrite's save starts while the course is held, and gets as far as it can before the holder goes on.
      saving = saveWrittenChapter(db(), { chapterId: chapter.id, workerId: "w", content: "# New text\n\nBody.", within: hook });
      await sleep(300);
      await locked.update(chapters).set({ title: "Renamed while held" }).where(eq(chapters.id, chapter.id));
      return "held";
    });

    expect(await holder).toBe("held");
    expect(await saving).toEqual({ saved: true, within: "committed" });
    expect(hooked).toEqual([true]);
    const [row] = await db().select({ content: chapters.content, title: chapters.title }).from(chapters).where(eq(chapters.id, chapter.id));
    expect(row).toEqual({ content: "# New text\n\nBody.", title: "Renamed while held" });
  }, 20_000);
});
