/**
 * Practice that does not repeat itself (issue 24): a keyless course, from the offline interview's
 * outline to the chapters the offline writer writes, gets at least 4 questions on every chapter and
 * no question prompt twice in the course. A learner reviewing the course mixes its chapters: the
 * same prompt seen again and again teaches nothing, and "correct on two different questions" (the
 * milestone rule) must mean two different questions. Prompts are compared as the store compares
 * them (comparableAnswer: NFKC, case, spacing and punctuation folded). PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { afterChapterWritten, withinChapterSave } from "@/app/_compose/practice-composition";
import { confirmCourse } from "@/features/courses/data/confirm-course";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import type { GenerationWorker } from "@/features/courses/server/generation-worker";
import { createInterviewAgent } from "@/features/interview/agents/interview-agent";
import { courseOutlineSchema } from "@/features/interview/lib/interview-schemas";
import { comparableAnswer } from "@/features/practice/lib/answer-match";
import { createOfflineModel } from "@/lib/ai/offline/model/offline-model";
import { practiceItems } from "@/lib/db/practice-schema";
import { chapters, courses } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { draftFixture, ownerFixture } from "@/tests/support/courses/course-test-kit";
import { startTestWorker, untilWorkerDid } from "@/tests/support/courses/generation-test-kit";
import { describeOnDatabases } from "@/tests/support/db/describe-on-databases";
import { runInterview } from "@/tests/support/interview/interview-driver";

const GOALS: { goal: string; language: Locale }[] = [
  { goal: "I know Docker and I want to pass the CKA exam with Kubernetes", language: "en" },
  { goal: "I'm a nurse and want to get into data analysis", language: "en" },
  { goal: "我想学日语", language: "zh" },
  { goal: "我会 Java，想转 Go 语言后端", language: "zh" },
];

/** The worker writes a whole course here: more than the default wait. */
const until = (check: () => Promise<boolean>) => untilWorkerDid(check, 30_000);

describeOnDatabases("a keyless course's practice does not repeat itself, on $name", (handle) => {
  let worker: GenerationWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  /** The offline interview's outline for `goal`, confirmed and written to the end by the worker (two writers at once). */
  async function keylessCourse(goal: string, language: Locale) {
    const model = createOfflineModel();
    const agent = createInterviewAgent({ chatModel: model, courseModel: model, searchProvider: null });
    const run = await runInterview({ agent, goal, locale: language });
    expect(run.errors).toEqual([]);
    const outline = courseOutlineSchema.parse(run.outline);
    const ownerId = ownerFixture();
    const draft = await saveDraftFromInterview(
      handle.db,
      ownerId,
      // The course's topic is the learner's first message, as the interview keeps it (the outline was designed for it).
      draftFixture({
        interviewId: `iv_${randomBytes(4).toString("hex")}`,
        goal,
        language,
        outline,
        profile: { ...draftFixture().profile, topic: goal },
      }),
    );
    await confirmCourse(handle.db, ownerId, draft.id);
    worker = startTestWorker(handle.db, { model, onChapterWritten: afterChapterWritten, withinChapterSave });
    await until(async () => {
      const [row] = await handle.db.select({ status: courses.status }).from(courses).where(eq(courses.id, draft.id));
      return row?.status === "ready";
    });
    const rows = await handle.db.select().from(chapters).where(eq(chapters.courseId, draft.id));
    const items = await handle.db.select().from(practiceItems).where(eq(practiceItems.courseId, draft.id));
    return { rows, items: items.filter((item) => item.status === "active") };
  }

  it.each(GOALS)(
    "$goal: every chapter has at least 4 questions and no prompt is asked twice in the course",
    async ({ goal, language }) => {
      const { rows, items } = await keylessCourse(goal, language);
      expect(rows.length).toBeGreaterThan(1);
      const perChapter = rows.map((chapter) => items.filter((item) => item.chapterId === chapter.id).length);
      expect(Math.min(...perChapter)).toBeGreaterThanOrEqual(4);
      // Each prompt asked twice, with the chapters that ask it: the measure when this fails.
      const title = (chapterId: string) => rows.find((row) => row.id === chapterId)?.title;
      const repeated = [...Map.groupBy(items, (item) => comparableAnswer(item.prompt)).values()]
        .filter((group) => group.length > 1)
        .map((group) => `${group.length}× ${group[0]!.prompt} (${group.map((item) => title(item.chapterId)).join(" / ")})`);
      expect(repeated).toEqual([]);
    },
    120_000,
  );
});
